import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Plan, Subscription } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { isNativePlatform } from '../../api/config';
import { errorMessage } from '../../api/errors';
import { browserLocation, createCheckoutUrl, createPortalUrl, refreshPlanQueries } from '../../api/premium';
import { notify, notifyError, notifySuccess } from '../../app/notifications/notify';
import {
  manageSubscriptions,
  purchasePlan,
  purchasesAvailable,
  restorePurchases,
} from '../../native/purchases';
import { payByCard as openPaymentSheet } from '../../native/paymentSheet';

/** What is being done right now, so the right button shows a loader and the others wait. */
export type PendingAction = Plan | `card:${Plan}` | 'manage' | 'restore' | null;

/**
 * Subscribe, manage and restore, the web way (Stripe Checkout and portal) or the native way (the
 * store, through the purchase module, or a card in Stripe's payment sheet). Errors become negative
 * notifications (SPEC.md §8); a purchase the user cancelled shows nothing.
 */
export function usePlanActions() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const native = isNativePlatform();
  const [pending, setPending] = useState<PendingAction>(null);
  const [, setParams] = useSearchParams();

  async function run(action: Exclude<PendingAction, null>, work: () => Promise<void>, fallback: string) {
    setPending(action);
    try {
      await work();
    } catch (error) {
      // The purchase module's errors carry the message to show ('Package not found', …).
      notifyError(
        native && error instanceof Error && error.message ? error.message : errorMessage(error, fallback),
      );
    } finally {
      setPending(null);
    }
  }

  async function subscribe(period: Plan): Promise<void> {
    if (!native) {
      setPending(period);
      try {
        browserLocation.assign(await createCheckoutUrl(period));
        // The loader stays while the browser leaves for Stripe.
      } catch (error) {
        notifyError(errorMessage(error, t('pricing.checkoutFailed')));
        setPending(null);
      }
      return;
    }
    await run(
      period,
      async () => {
        if (!(await purchasePlan(period))) return;
        await refreshPlanQueries(client);
        notifySuccess(t('pricing.activated'));
      },
      t('pricing.purchaseFailed'),
    );
  }

  /**
   * Native: pays by card in Stripe's payment sheet. Completed: the page waits for the webhook's
   * premium as after Checkout (?checkout=success, see useCheckoutReturn). Canceled: nothing.
   * Failed, or refused before the sheet opened: a negative notification.
   */
  async function payByCard(period: Plan): Promise<void> {
    setPending(`card:${period}`);
    try {
      const result = await openPaymentSheet(period);
      if (result === 'completed')
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('checkout', 'success');
            return next;
          },
          { replace: true },
        );
      else if (result === 'failed') notifyError(t('pricing.cardFailed'));
    } catch (error) {
      notifyError(errorMessage(error, t('pricing.cardStartFailed')));
    } finally {
      setPending(null);
    }
  }

  async function manage(subscription: Subscription): Promise<void> {
    if (subscription.source === 'revenuecat') {
      await run('manage', manageSubscriptions, t('pricing.manageFailed'));
      return;
    }
    setPending('manage');
    try {
      browserLocation.assign(await createPortalUrl());
    } catch (error) {
      notifyError(errorMessage(error, t('pricing.manageFailed')));
      setPending(null);
    }
  }

  async function restore(): Promise<void> {
    await run(
      'restore',
      async () => {
        const active = await restorePurchases();
        await refreshPlanQueries(client);
        if (active) notifySuccess(t('pricing.restored'));
        else notify(t('pricing.nothingToRestore'), { type: 'info' });
      },
      t('pricing.restoreFailed'),
    );
  }

  return {
    native,
    /** Native only: whether the store can sell here (the purchase module is set up). */
    storeAvailable: native && purchasesAvailable(),
    pending,
    subscribe,
    payByCard,
    manage,
    restore,
  };
}
