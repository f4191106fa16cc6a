import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { fetchQuota } from '../../api/account';
import { isNativePlatform } from '../../api/config';
import { queryKeys } from '../../api/queryClient';
import { notify, notifySuccess } from '../../app/notifications/notify';

/** The webhook usually lands within seconds; the live event normally beats this poll. */
export const ACTIVATION_POLL_MS = 2_000;
export const ACTIVATION_GIVE_UP_MS = 60_000;

export type CheckoutReturn = 'idle' | 'activating';

/**
 * Stripe sends the browser back to /pricing?checkout=success (or =cancelled); the native app gets
 * there from a stripe-redirect link. After a payment the screen waits for Quota.premium: the
 * `entitlement`/`quota` live events bring it, and the quota is also polled in case the live stream
 * is down. Then the query parameters go, so a reload or the back button does not announce it again.
 */
export function useCheckoutReturn(premium: boolean | undefined): CheckoutReturn {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const checkout = params.get('checkout');
  const [gaveUp, setGaveUp] = useState(false);
  // Effects may run twice (StrictMode); each outcome is announced once.
  const announced = useRef<string | null>(null);

  useEffect(() => {
    const clearParams = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('checkout');
          next.delete('session_id');
          return next;
        },
        { replace: true },
      );
    const announce = (outcome: string, show: () => void) => {
      if (announced.current !== outcome) show();
      announced.current = outcome;
      clearParams();
    };
    if (checkout === 'cancelled')
      announce('cancelled', () => notify(t('pricing.cancelled'), { type: 'info' }));
    else if (checkout === 'success' && premium === true)
      announce('activated', () => {
        void client.invalidateQueries({ queryKey: queryKeys.subscription });
        notifySuccess(t('pricing.activated'));
      });
    else if (checkout === 'success' && gaveUp)
      announce('slow', () => notify(t('pricing.activationSlow'), { type: 'info', duration: 0 }));
  }, [checkout, premium, gaveUp, setParams, client, t]);

  const waiting = checkout === 'success' && premium !== true && !gaveUp;
  useEffect(() => {
    if (!waiting) return;
    const poll = setInterval(() => {
      void client
        .fetchQuery({
          queryKey: queryKeys.quota,
          queryFn: () => fetchQuota(isNativePlatform()),
          staleTime: 0,
        })
        .catch(() => undefined); // The next poll tries again; giving up is the timer's job.
    }, ACTIVATION_POLL_MS);
    const giveUp = setTimeout(() => setGaveUp(true), ACTIVATION_GIVE_UP_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(giveUp);
    };
  }, [waiting, client]);

  return waiting ? 'activating' : 'idle';
}
