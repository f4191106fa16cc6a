import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@tolk/contract';
import { authErrorMessage } from '../../api/errors';
import { notifyError } from '../../app/notifications/notify';
import { useFinishSignIn } from './useFinishSignIn';

/**
 * Submits a password sign-in or sign-up: shows the server's refusal (or 'Authentication failed')
 * as a negative notification, and finishes signing in on success.
 */
export function useAuthSubmit(run: () => Promise<{ error: unknown }>) {
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { error } = await run();
      if (error) notifyError(authErrorMessage(error, MESSAGES.authenticationFailed));
      else await finish();
    } catch (error) {
      notifyError(authErrorMessage(error, MESSAGES.authenticationFailed));
    } finally {
      setBusy(false);
    }
  }

  return { busy, submit };
}
