import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@tolk/contract';
import { useTranslation } from 'react-i18next';
import wrapping from '../../components/WrappingButton.module.css';
import { authClient } from '../../api/authClient';
import { authErrorMessage } from '../../api/errors';
import { notifyError } from '../../app/notifications/notify';
import { useFinishSignIn } from './useFinishSignIn';

/** Better-auth's default password policy: at least 8 characters. */
const MIN_PASSWORD = 8;

export function SignUpForm() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { error } = await authClient.signUp.email({ name: name.trim(), email: email.trim(), password });
      if (error) notifyError(authErrorMessage(error, MESSAGES.authenticationFailed));
      else await finish();
    } catch (error) {
      notifyError(authErrorMessage(error, MESSAGES.authenticationFailed));
    } finally {
      setBusy(false);
    }
  }

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
          description={t('welcome.passwordRule', { count: MIN_PASSWORD })}
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD}
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
