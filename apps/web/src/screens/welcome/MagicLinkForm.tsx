import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { MAGIC_LINK_TTL_SECONDS } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import wrapping from '../../components/WrappingButton.module.css';
import { loadAuthClient } from '../../api/loadAuthClient';
import { untrustedOriginUrl } from '../../api/errors';
import { signInFailure } from './signInFailure';
import { STORAGE_KEYS, storage } from '../../api/storage';
import { notifyError, notifySuccess } from '../../app/notifications/notify';

/** Sends an e-mail sign-in link; the address is remembered locally (SPEC.md §7). */
export function MagicLinkForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState(() => storage.get(STORAGE_KEYS.emailForSignIn) ?? '');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const { error } = await (
        await loadAuthClient()
      ).signIn.magicLink({ email: email.trim(), callbackURL: '/' });
      const openAt = untrustedOriginUrl(error);
      if (openAt) {
        notifyError(t('welcome.openAt', { url: openAt }), 0);
        return;
      }
      if (error) throw error;
      storage.set(STORAGE_KEYS.emailForSignIn, email.trim());
      setSentTo(email.trim());
      notifySuccess(t('welcome.magicLinkSent'));
    } catch (error) {
      notifyError(signInFailure(error, t('welcome.magicLinkFailed')));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('welcome.magicHint')}
        </Text>
        <TextInput
          label={t('welcome.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          leftSection={<IconMail size={18} aria-hidden />}
          data-testid="magic-email"
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          classNames={wrapping}
          loading={sending}
          data-testid="magic-submit"
        >
          {t('welcome.sendLink')}
        </Button>
        {sentTo && (
          <Text size="sm" c="dimmed" ta="center" role="status">
            {t('welcome.linkSentTo', { email: sentTo, minutes: MAGIC_LINK_TTL_SECONDS / 60 })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
