// A local HTTP server that answers like the Stripe API for what Tolk calls (POST
// /v1/checkout/sessions, POST /v1/billing_portal/sessions), with the request and response shapes
// of the real API, so the official `stripe` client runs against it. Its checkout URL is a page of
// its own: opening it plays the customer paying — it posts the signed webhooks Stripe would send
// (checkout.session.completed, customer.subscription.created) to the app, then redirects to the
// session's success_url. Events are signed the way Stripe signs them (t=…,v1=HMAC-SHA256).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DAY,
  INTERVALS,
  newId as id,
  now,
  STRIPE_TEST_KEY,
  stripeEvent,
  stripeSignature,
  stripeSubscription,
} from './stripe-events.ts';

export * from './stripe-events.ts';

const stripeError = (message: string, more: { code?: string; param?: string } = {}) => ({
  error: { type: 'invalid_request_error', ...more, message },
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface CheckoutSession {
  id: string;
  price: string;
  userId: string;
  customer: string | null;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

export class FakeStripe {
  /** Form fields of every API request, in order, with the path and Authorization header. */
  readonly requests: { path: string; authorization: string; form: URLSearchParams }[] = [];
  /** Where opening a checkout URL posts the webhooks (the app's /api/webhooks/stripe). */
  webhookUrl = '';
  /**
   * 0: the webhooks are delivered before the browser is sent back. More: the browser returns
   * first and the webhooks follow this much later, as they may from the real Stripe.
   */
  webhookDelayMs = 0;
  readonly #server: Server;
  readonly #sessions = new Map<string, CheckoutSession>();
  readonly #customers = new Set<string>();

  private constructor(server: Server) {
    this.#server = server;
  }

  static async start(): Promise<FakeStripe> {
    const server = createServer();
    const fake = new FakeStripe(server);
    server.on('request', (request, response) => void fake.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Posts an event to the app, signed; returns the app's response status and body. */
  async deliver(type: string, object: object, options: { created?: number; signedAt?: number } = {}) {
    const event = stripeEvent(type, object, options.created);
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignature(event.payload, options.signedAt),
      },
      body: event.payload,
    });
    return {
      eventId: event.id,
      payload: event.payload,
      status: response.status,
      body: await response.text(),
    };
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname.startsWith('/checkout/')) {
      return this.#pay(url.pathname.slice('/checkout/'.length), response);
    }
    const form = new URLSearchParams(await readBody(request));
    const authorization = String(request.headers.authorization ?? '');
    this.requests.push({ path: url.pathname, authorization, form });
    if (authorization !== `Bearer ${STRIPE_TEST_KEY}`)
      return reply(401, stripeError(`Invalid API Key provided: ${authorization.slice(7, 15)}***`));
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions')
      return this.#checkout(form, reply);
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions')
      return this.#portal(form, reply);
    reply(404, stripeError(`Unrecognized request URL (${request.method}: ${url.pathname}).`));
  }

  #checkout(form: URLSearchParams, reply: (status: number, body: object) => void): void {
    const price = form.get('line_items[0][price]') ?? '';
    const missing = (param: string) =>
      reply(400, stripeError(`Missing required param: ${param}.`, { code: 'parameter_missing', param }));
    if (form.get('mode') !== 'subscription') return missing('mode');
    if (!form.get('success_url')) return missing('success_url');
    if (!INTERVALS[price])
      return reply(
        400,
        stripeError(`No such price: '${price}'`, { code: 'resource_missing', param: 'line_items[0][price]' }),
      );
    const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
    const session: CheckoutSession = {
      id: sessionId,
      price,
      userId: form.get('subscription_data[metadata][userId]') ?? '',
      customer: form.get('customer'),
      customerEmail: form.get('customer_email'),
      successUrl: form.get('success_url') ?? '',
      cancelUrl: form.get('cancel_url') ?? '',
    };
    this.#sessions.set(sessionId, session);
    reply(200, this.#sessionObject(session, 'open'));
  }

  #sessionObject(session: CheckoutSession, status: 'open' | 'complete', subscription: string | null = null) {
    return {
      id: session.id,
      object: 'checkout.session',
      cancel_url: session.cancelUrl,
      client_reference_id: session.userId || null,
      created: now(),
      currency: 'usd',
      customer: session.customer,
      customer_email: session.customerEmail,
      expires_at: now() + DAY,
      livemode: false,
      metadata: {},
      mode: 'subscription',
      payment_status: status === 'complete' ? 'paid' : 'unpaid',
      status,
      subscription,
      success_url: session.successUrl,
      url: status === 'open' ? `${this.url}/checkout/${session.id}` : null,
    };
  }

  #portal(form: URLSearchParams, reply: (status: number, body: object) => void): void {
    const customer = form.get('customer') ?? '';
    if (!this.#customers.has(customer))
      return reply(
        400,
        stripeError(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' }),
      );
    reply(200, {
      id: `bps_${randomBytes(12).toString('hex')}`,
      object: 'billing_portal.session',
      configuration: 'bpc_tolk',
      created: now(),
      customer,
      livemode: false,
      return_url: form.get('return_url'),
      url: `${this.url}/portal/${customer}`,
    });
  }

  /** The customer pays: the webhooks go to the app, then the browser goes back to success_url. */
  async #pay(sessionId: string, response: ServerResponse): Promise<void> {
    const session = this.#sessions.get(sessionId);
    if (!session) {
      response.writeHead(404).end('No such checkout session');
      return;
    }
    const customer = session.customer ?? id('cus');
    this.#customers.add(customer);
    const subscription = stripeSubscription({ userId: session.userId, customer, price: session.price });
    const deliver = async () => {
      await this.deliver('checkout.session.completed', {
        ...this.#sessionObject({ ...session, customer }, 'complete', subscription.id),
      });
      await this.deliver('customer.subscription.created', subscription);
    };
    if (this.webhookDelayMs === 0) await deliver();
    else setTimeout(() => void deliver(), this.webhookDelayMs);
    response.writeHead(303, { location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) });
    response.end();
  }

  /** Makes a customer known to the portal (as a completed checkout would). */
  addCustomer(customer: string): void {
    this.#customers.add(customer);
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}
