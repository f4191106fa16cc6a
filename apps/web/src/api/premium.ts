import { useQuery } from '@tanstack/react-query';
import type { PaymentSheetSetup, Plan, Plans, Subscription } from '@tolk/contract';
import { useAuth } from './authStore';
import { callable } from './callable';
import { queryClient, queryKeys } from './queryClient';

/** The plans on sale and what free and premium allow; public, so no sign-in is needed. */
export function usePlans() {
  return useQuery({
    queryKey: queryKeys.plans,
    queryFn: (): Promise<Plans> => callable.call('getPlans', {}),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's subscription in force, or null on the free plan. */
export function useSubscription() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.subscription,
    queryFn: (): Promise<Subscription | null> => callable.call('getSubscription', {}),
    enabled: user !== null,
  });
}

/** A Stripe Checkout session for the period; the browser is sent to its url. */
export async function createCheckoutUrl(period: Plan): Promise<string> {
  const session = await callable.call('createCheckoutSession', { period });
  return session.url;
}

/** Native card payment: a subscription waiting for its first payment, and what the sheet needs to pay it. */
export function createPaymentSheet(period: Plan): Promise<PaymentSheetSetup> {
  return callable.call('createPaymentSheet', { period });
}

/** Stripe's customer portal for the caller's web subscription. */
export async function createPortalUrl(): Promise<string> {
  const portal = await callable.call('createPortalSession', {});
  return portal.url;
}

/** The plan may have changed (a purchase, a restore, a webhook): ask again for what depends on it. */
export function refreshPlanQueries(client = queryClient): Promise<void> {
  return Promise.all(
    [queryKeys.quota, queryKeys.profile, queryKeys.subscription].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}

/** Leaving the app for Stripe; an object so tests can watch it instead of navigating. */
export const browserLocation = {
  assign(url: string): void {
    window.location.href = url;
  },
};
