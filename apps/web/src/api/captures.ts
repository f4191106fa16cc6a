import { useCallback, useEffect, useRef, useState } from 'react';
import { CallableError } from '@tolk/client';
import type { FunctionInput, Translation } from '@tolk/contract';
import { i18n } from '../app/i18n/translator';
import { notifyError } from '../app/notifications/notify';
import { callable } from './callable';
import { errorMessage, translationFailure } from './errors';
import { queryClient, queryKeys } from './queryClient';
import { isFinishedTranslation, storeTranslation, useTranslationProgress } from './translationProgress';

/** OCR and rendering of one photo take seconds to a minute; a slow shared server gets room. */
const CAPTURE_STREAM_TIMEOUT_MS = 10 * 60 * 1000;

export type CaptureInput = FunctionInput<'translateCapture'>;

export type CapturePhase =
  | { kind: 'idle' }
  /** The photo is on its way; no translation exists yet. */
  | { kind: 'sending' }
  /** The translation exists and runs: its state is `translation`. */
  | { kind: 'translating'; translationId: string };

/**
 * Sends a photo to translateCapture and follows it: progress from the stream, with the live
 * events and the translation query as a fallback when the stream breaks. A completed translation
 * goes to `onCompleted`; a failed one is shown as a negative notification and the hook is idle
 * again; a refused quota is kept as `quotaMessage` (the server's words). Cancelling only stops
 * following: the server finishes the job and, unsaved, removes it after CAPTURE_KEEP_HOURS.
 */
export function useCaptureTranslation(onCompleted: (translation: Translation) => void) {
  const [phase, setPhase] = useState<CapturePhase>({ kind: 'idle' });
  const [quotaMessage, setQuotaMessage] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);
  const completed = useRef(onCompleted);
  useEffect(() => {
    completed.current = onCompleted;
  }, [onCompleted]);

  const followedId = phase.kind === 'translating' ? phase.translationId : null;
  const progress = useTranslationProgress(followedId);

  const finish = useCallback((controller: AbortController, translation: Translation) => {
    if (current.current !== controller) return; // cancelled, or already finished another way
    current.current = null;
    controller.abort();
    if (translation.status === 'completed') {
      completed.current(translation);
      return;
    }
    setPhase({ kind: 'idle' });
    notifyError(translationFailure(translation, i18n.t('camera.errors.translationFailed')));
  }, []);

  const send = useCallback(
    async (input: CaptureInput) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      let translationId: string | null = null;
      setPhase({ kind: 'sending' });
      try {
        const { applyProgressMessage } = await import('./progressMessages');
        const result = await callable.stream('translateCapture', input, {
          signal: controller.signal,
          timeoutMs: CAPTURE_STREAM_TIMEOUT_MS,
          onMessage: (message) => {
            const translation = applyProgressMessage(message);
            if (!translation || current.current !== controller || translationId === translation.id) return;
            translationId = translation.id;
            setPhase({ kind: 'translating', translationId });
          },
        });
        storeTranslation(result);
        if (isFinishedTranslation(result)) finish(controller, result);
        else if (current.current === controller) setPhase({ kind: 'translating', translationId: result.id });
      } catch (error) {
        // Cancelled or finished already; or the job exists and the query and live events follow it.
        if (current.current !== controller || translationId) return;
        current.current = null;
        setPhase({ kind: 'idle' });
        if (error instanceof CallableError && error.code === 'resource-exhausted') {
          setQuotaMessage(errorMessage(error, i18n.t('camera.quota.exhausted')));
          void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
          return;
        }
        notifyError(errorMessage(error, i18n.t('camera.errors.sendFailed')));
      }
    },
    [finish],
  );

  // The stream may break after the job started: the query (live events, polling) finishes it then.
  const followed = progress.data;
  useEffect(() => {
    if (followed && isFinishedTranslation(followed) && current.current) finish(current.current, followed);
  }, [followed, finish]);

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setPhase({ kind: 'idle' });
  }, []);

  // Leaving the screen stops following.
  useEffect(() => () => current.current?.abort(), []);

  return {
    phase,
    translation: followedId && followed?.id === followedId ? followed : null,
    quotaMessage,
    send,
    cancel,
  };
}
