import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

/** The official Stripe client, pointed at config.endpoint when set (a local fake in tests). */
export function createStripeClient(config: StripeConfig | undefined): Stripe | undefined {
  if (!config) return undefined;
  const endpoint = config.endpoint ? new URL(config.endpoint) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(endpoint && {
      host: endpoint.hostname,
      port: endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80),
      protocol: endpoint.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
