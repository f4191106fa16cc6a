import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@tolk/contract';
import { useTranslation } from 'react-i18next';
import wrapping from '../../components/WrappingButton.module.css';
import { authClient } from '../../api/authClient';
import { authErrorMessage } from '../../api/errors';
import { notifyError } from '../../app/notifications/notify';
import { useFinishSignIn } from './useFinishSignIn';

export function SignInForm() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { error } = await authClient.signIn.email({ email: email.trim(), password });
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
