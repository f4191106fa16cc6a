// RevenueCat webhook bodies with the fields and shapes RevenueCat sends (api_version 1.0), for
// the tests of POST /api/webhooks/revenuecat.
import { randomUUID } from 'node:crypto';

export const REVENUECAT_AUTH = 'Bearer rc-webhook-tolk-test-7f3a';
const DAY_MS = 24 * 3600 * 1000;

export interface RevenueCatEventOptions {
  type: string;
  appUserId: string;
  productId?: string;
  entitlementIds?: string[];
  /** When the event happened (ms); now unless given. */
  at?: number;
  expiresAt?: number;
  aliases?: string[];
}

export function revenueCatEvent(options: RevenueCatEventOptions) {
  const at = options.at ?? Date.now();
  const id = randomUUID().toUpperCase();
  return {
    id,
    body: {
      api_version: '1.0',
      event: {
        aliases: options.aliases ?? [options.appUserId],
        app_id: 'app1a2b3c4d5e',
        app_user_id: options.appUserId,
        commission_percentage: 0.3,
        country_code: 'US',
        currency: 'USD',
        entitlement_id: null,
        entitlement_ids: options.entitlementIds ?? ['premium'],
        environment: 'SANDBOX',
        event_timestamp_ms: at,
        expiration_at_ms: options.expiresAt ?? at + 30 * DAY_MS,
        id,
        is_family_share: false,
        offer_code: null,
        original_app_user_id: options.appUserId,
        original_transaction_id: '2000000512345678',
        period_type: 'NORMAL',
        presented_offering_id: 'default',
        price: 9.99,
        price_in_purchased_currency: 9.99,
        product_id: options.productId ?? 'tolk_premium_monthly',
        purchased_at_ms: at,
        store: 'APP_STORE',
        subscriber_attributes: {},
        takehome_percentage: 0.7,
        tax_percentage: 0,
        transaction_id: '2000000512349999',
        type: options.type,
      },
    },
  };
}
