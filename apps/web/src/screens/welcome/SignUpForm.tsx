import { useState } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@tolk/contract';
import { useTranslation } from 'react-i18next';
import wrapping from '../../components/WrappingButton.module.css';
import { authClient } from '../../api/authClient';
import { useAuthSubmit } from './useAuthSubmit';

export function SignUpForm() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const { busy, submit } = useAuthSubmit(() =>
    authClient.signUp.email({ name: name.trim(), email: email.trim(), password }),
  );

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('welcome.name')}
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="signup-name"
        />
        <TextInput
          label={t('welcome.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-testid="signup-email"
        />
        <PasswordInput
          label={t('welcome.password')}
          description={t('welcome.passwordRule', { count: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-testid="signup-password"
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          classNames={wrapping}
          loading={busy}
          data-testid="signup-submit"
        >
          {t('welcome.createAccount')}
        </Button>
      </Stack>
    </form>
  );
}
