import type { Subscription } from '@tolk/contract';
import type { TFunction } from '../app/i18n/translator';
import { formatDate } from '../components/format';

/** "Renews on …" when the subscription renews by itself, otherwise "Ends on …". */
export function renewalText(subscription: Subscription, t: TFunction, locale: string): string {
  const date = formatDate(subscription.expiresDate, locale);
  return subscription.willRenew ? t('pricing.renewsOn', { date }) : t('pricing.endsOn', { date });
}
