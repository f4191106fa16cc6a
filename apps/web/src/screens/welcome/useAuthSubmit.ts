import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { untrustedOriginUrl } from '../../api/errors';
import { notify, notifyError } from '../../app/notifications/notify';
import { signInFailure } from './signInFailure';
import { useFinishSignIn } from './useFinishSignIn';

/** What better-auth's client answers for a password sign-in or sign-up. */
interface AuthAnswer {
  data?: { token?: string | null } | null;
  error: unknown;
}

const code = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Submits a password sign-in or sign-up: shows the server's refusal in the UI language (or
 * 'Authentication failed') as a negative notification, and finishes signing in when the answer carries a session. An answer
 * without one (sign-up: the address is confirmed first) goes to `onNoSession`.
 */
export function useAuthSubmit(run: () => Promise<AuthAnswer>, onNoSession?: () => void) {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { data, error } = await run();
      const openAt = untrustedOriginUrl(error);
      // A password sign-in to an address not confirmed yet: the server mailed a new link.
      if (code(error) === 'EMAIL_NOT_VERIFIED')
        notify(t('welcome.confirmFirst'), { type: 'info', duration: 0 });
      else if (openAt) notifyError(t('welcome.openAt', { url: openAt }), 0);
      else if (error) notifyError(signInFailure(error, t('reasons.AUTH_FAILED')));
      else if (!data?.token && onNoSession) onNoSession();
      else await finish();
    } catch (error) {
      notifyError(signInFailure(error, t('reasons.AUTH_FAILED')));
    } finally {
      setBusy(false);
    }
  }

  return { busy, submit };
}
