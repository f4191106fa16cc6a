import { useState } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../app/i18n/useTranslation';
import wrapping from '../../components/WrappingButton.module.css';
import { loadAuthClient } from '../../api/loadAuthClient';
import { useAuthSubmit } from './useAuthSubmit';

export function SignInForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const { busy, submit } = useAuthSubmit(async () =>
    (await loadAuthClient()).signIn.email({ email: email.trim(), password }),
  );

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('welcome.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-testid="signin-email"
        />
        <PasswordInput
          label={t('welcome.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-testid="signin-password"
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          classNames={wrapping}
          loading={busy}
          data-testid="signin-submit"
        >
          {t('welcome.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
