import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { loadAuthClient } from '../../api/loadAuthClient';
import { useHealth } from '../../api/health';
import { i18n } from '../../app/i18n/translator';
import { notify, notifyError } from '../../app/notifications/notify';
import { isNativePlatform } from '../../api/config';
import { nativeSocialProviders, signInNatively } from '../../native/socialSignIn';
import { SocialSignInError } from '../../native/socialSignInErrors';
import { signInFailure } from './signInFailure';

type Provider = 'google' | 'apple';

const FAILURE = { google: 'welcome.googleFailed', apple: 'welcome.appleFailed' } as const;

/**
 * The native app's sign-in: the system's sheet, then the app waits for the user (SPEC.md §9).
 * True once signed in; otherwise it has said why.
 */
async function signInInApp(provider: Provider): Promise<boolean> {
  try {
    await signInNatively(provider);
    return true;
  } catch (error) {
    if (!(error instanceof SocialSignInError)) notifyError(i18n.t(FAILURE[provider]));
    else if (error.cancelled) notify(error.message, { type: 'info' });
    else notifyError(error.message);
    return false;
  }
}

/**
 * Google and Apple sign-in, shown only for the providers the server has configured (and, in the
 * native app, this build).
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const health = useHealth();
  const [busy, setBusy] = useState<Provider | null>(null);
  const navigate = useNavigate();
  const native = isNativePlatform();
  const server = { google: health.data?.auth.google === true, apple: health.data?.auth.apple === true };
  const enabled = native
    ? nativeSocialProviders(server)
    : (['google', 'apple'] as const).filter((provider) => server[provider]);
  if (enabled.length === 0) return null;

  async function signIn(provider: Provider) {
    setBusy(provider);
    if (native) {
      const signedIn = await signInInApp(provider);
      setBusy(null);
      // As after the other sign-ins: the guard decides once per navigation, so go home.
      if (signedIn) await navigate('/', { replace: true });
      return;
    }
    try {
      const origin = window.location.origin;
      const { error } = await (
        await loadAuthClient()
      ).signIn.social({
        provider,
        callbackURL: `${origin}/`,
        errorCallbackURL: `${origin}/welcome`,
      });
      if (error) notifyError(t(FAILURE[provider]));
      // On success better-auth sends the browser to the provider.
    } catch (error) {
      notifyError(signInFailure(error, t(FAILURE[provider])));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="sm">
      <Divider label={t('welcome.orContinueWith')} labelPosition="center" />
      {enabled.includes('google') && (
        <Button
          variant="default"
          size="md"
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
          loading={busy === 'google'}
          onClick={() => void signIn('google')}
          data-testid="signin-google"
        >
          {t('welcome.google')}
        </Button>
      )}
      {enabled.includes('apple') && (
        <Button
          variant="default"
          size="md"
          leftSection={<IconBrandApple size={18} aria-hidden />}
          loading={busy === 'apple'}
          onClick={() => void signIn('apple')}
          data-testid="signin-apple"
        >
          {t('welcome.apple')}
        </Button>
      )}
    </Stack>
  );
}
