import { timingSafeEqual } from 'node:crypto';
import type { ErrorCode } from '@tolk/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from '../error-body.ts';
import { AppError } from '../errors.ts';
import type { PremiumDeps } from './deps.ts';
import { revenueCatBodySchema } from './revenuecat/events.ts';
import { handleRevenueCatEvent } from './revenuecat/webhook.ts';
import { handleStripeEvent } from './stripe/webhook.ts';

/** Stripe signs `timestamp.body`; a signature older than this is refused as a replay. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const refuse = (reply: FastifyReply, code: ErrorCode, detail: string) =>
  sendError(reply, new AppError(code, 'REQUEST_INVALID', { detail }));
const notConfigured = (reply: FastifyReply, service: string) =>
  sendError(reply, new AppError('unavailable', 'SERVICE_NOT_CONFIGURED', { service }));

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/webhooks/stripe (SPEC.md's handleStripeWebhook) and /api/webhooks/revenuecat. Both
 * read the body as raw bytes: Stripe's signature covers them exactly as sent.
 */
export async function webhookRoutes(app: FastifyInstance, { deps }: { deps: PremiumDeps }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/webhooks/stripe', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    const secret = deps.config.stripe?.webhookSecret;
    if (!deps.stripe || !secret) return notConfigured(reply, 'Stripe');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
      return refuse(reply, 'invalid-argument', 'Missing Stripe-Signature header or body');
    let event;
    try {
      event = deps.stripe.webhooks.constructEvent(
        request.body,
        signature,
        secret,
        STRIPE_SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch (error) {
      return refuse(reply, 'invalid-argument', `Webhook signature refused: ${(error as Error).message}`);
    }
    const outcome = await handleStripeEvent(deps, event);
    request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
    return { received: true, outcome };
  });

  app.post('/api/webhooks/revenuecat', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    const expected = deps.config.revenueCatWebhookAuth;
    if (!expected) return notConfigured(reply, 'RevenueCat');
    if (!sameSecret(request.headers.authorization, expected))
      return refuse(reply, 'unauthenticated', 'Wrong or missing Authorization header');
    let body: unknown;
    try {
      body = JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '');
    } catch {
      return refuse(reply, 'invalid-argument', 'The body is not JSON');
    }
    const parsed = revenueCatBodySchema.safeParse(body);
    if (!parsed.success) return refuse(reply, 'invalid-argument', 'The body is not a RevenueCat event');
    const outcome = await handleRevenueCatEvent(deps, parsed.data.event);
    request.log.info(
      { event: parsed.data.event.id, type: parsed.data.event.type, outcome },
      'revenuecat webhook',
    );
    return { received: true, outcome };
  });
}
