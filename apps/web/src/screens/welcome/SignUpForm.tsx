import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_VERIFICATION_TTL_SECONDS, MIN_PASSWORD_LENGTH } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import wrapping from '../../components/WrappingButton.module.css';
import { loadAuthClient } from '../../api/loadAuthClient';
import { useAuthSubmit } from './useAuthSubmit';

/**
 * E-mail and password sign-up. The server answers every sign-up alike (no telling whether the
 * address already has an account) and signs nobody in: it mails a confirmation link that does,
 * or a note to an existing account's owner. So the form ends with "check your e-mail".
 */
export function SignUpForm() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const { busy, submit } = useAuthSubmit(
    async () => (await loadAuthClient()).signUp.email({ name: name.trim(), email: email.trim(), password }),
    () => {
      setSentTo(email.trim());
      setPassword('');
    },
  );

  if (sentTo)
    return (
      <Stack gap="md" data-testid="signup-check-email">
        <Alert variant="light" icon={<IconMailCheck />} title={t('welcome.signUpCheckEmail')} role="status">
          {t('welcome.confirmSentTo', { email: sentTo, minutes: EMAIL_VERIFICATION_TTL_SECONDS / 60 })}
        </Alert>
        <Button variant="subtle" classNames={wrapping} onClick={() => setSentTo(null)}>
          {t('welcome.useAnotherAddress')}
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('welcome.name')}
          autoComplete="name"
          required
          maxLength={DISPLAY_NAME_MAX_LENGTH}
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
