// A local HTTP server that answers like the Stripe API for what Tolk calls (POST
// /v1/checkout/sessions, POST /v1/billing_portal/sessions, and for the native app's payment sheet
// POST /v1/customers, /v1/ephemeral_keys, /v1/subscriptions), with the request and response shapes
// of the real API, so the official `stripe` client runs against it. Its checkout URL is a page of
// its own: opening it plays the customer paying — it posts the signed webhooks Stripe would send
// (checkout.session.completed, customer.subscription.created) to the app, then redirects to the
// session's success_url. A payment sheet's subscription starts incomplete; payWithSheet plays the
// app's sheet confirming its PaymentIntent, and the webhook that Stripe then sends
// (customer.subscription.updated, now active). Events are signed the way Stripe signs them
// (t=…,v1=HMAC-SHA256).
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

/** The metadata[key]=value fields of a request. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A subscription made with payment_behavior=default_incomplete, waiting for the sheet to pay. */
interface SheetSubscription {
  id: string;
  customer: string;
  price: string;
  userId: string;
  clientSecret: string;
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
  readonly requests: {
    path: string;
    authorization: string;
    form: URLSearchParams;
    /** The Stripe-Version header, which an ephemeral key must be created with. */
    stripeVersion: string | undefined;
  }[] = [];
  /** True: every API call fails as in a Stripe outage (503, not to be retried). */
  outage = false;
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
  /** The payment sheets' subscriptions, by their PaymentIntent's client secret. */
  readonly #sheets = new Map<string, SheetSubscription>();

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
    const stripeVersion = request.headers['stripe-version'] as string | undefined;
    this.requests.push({ path: url.pathname, authorization, form, stripeVersion });
    if (authorization !== `Bearer ${STRIPE_TEST_KEY}`)
      return reply(401, stripeError(`Invalid API Key provided: ${authorization.slice(7, 15)}***`));
    if (this.outage) {
      response.writeHead(503, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'Service unavailable' } }));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions')
      return this.#checkout(form, reply);
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions')
      return this.#portal(form, reply);
    if (request.method === 'POST' && url.pathname === '/v1/customers') return this.#customer(form, reply);
    if (request.method === 'POST' && url.pathname === '/v1/ephemeral_keys')
      return this.#ephemeralKey(form, stripeVersion, reply);
    if (request.method === 'POST' && url.pathname === '/v1/subscriptions')
      return this.#subscription(form, reply);
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

  #customer(form: URLSearchParams, reply: (status: number, body: object) => void): void {
    const customer = id('cus');
    this.#customers.add(customer);
    reply(200, {
      id: customer,
      object: 'customer',
      balance: 0,
      created: now(),
      currency: null,
      delinquent: false,
      description: form.get('description'),
      email: form.get('email'),
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null },
      livemode: false,
      metadata: metadataOf(form),
      name: form.get('name'),
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
    });
  }

  #ephemeralKey(
    form: URLSearchParams,
    stripeVersion: string | undefined,
    reply: (status: number, body: object) => void,
  ): void {
    if (!stripeVersion)
      return reply(400, stripeError('Stripe-Version header is required when creating an ephemeral key.'));
    const customer = form.get('customer') ?? '';
    if (!this.#customers.has(customer))
      return reply(
        400,
        stripeError(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' }),
      );
    const created = now();
    reply(200, {
      id: id('ephkey'),
      object: 'ephemeral_key',
      associated_objects: [{ id: customer, type: 'customer' }],
      created,
      expires: created + 3600,
      livemode: false,
      secret: `ek_test_${randomBytes(24).toString('hex')}`,
    });
  }

  #subscription(form: URLSearchParams, reply: (status: number, body: object) => void): void {
    const customer = form.get('customer') ?? '';
    const price = form.get('items[0][price]') ?? '';
    if (!this.#customers.has(customer))
      return reply(
        400,
        stripeError(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' }),
      );
    if (!INTERVALS[price])
      return reply(
        400,
        stripeError(`No such price: '${price}'`, { code: 'resource_missing', param: 'items[0][price]' }),
      );
    const metadata = metadataOf(form);
    const subscription = stripeSubscription({
      userId: metadata.userId,
      customer,
      price,
      status: 'incomplete',
    });
    const paymentIntent = id('pi');
    const sheet: SheetSubscription = {
      id: subscription.id,
      customer,
      price,
      userId: metadata.userId ?? '',
      clientSecret: `${paymentIntent}_secret_${randomBytes(12).toString('hex')}`,
    };
    this.#sheets.set(sheet.clientSecret, sheet);
    const expand = [...form.entries()].filter(([key]) => /^expand\[\d+\]$/.test(key)).map(([, v]) => v);
    const invoiceId = id('in');
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      amount_due: 999,
      billing_reason: 'subscription_create',
      collection_method: 'charge_automatically',
      confirmation_secret: expand.includes('latest_invoice.confirmation_secret')
        ? { client_secret: sheet.clientSecret, type: 'payment_intent' }
        : undefined,
      created: now(),
      currency: 'usd',
      customer,
      livemode: false,
      status: 'open',
    };
    reply(200, {
      ...subscription,
      metadata,
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: form.get('payment_settings[save_default_payment_method]') ?? 'off',
      },
      latest_invoice: expand.some((path) => path.startsWith('latest_invoice')) ? invoice : invoiceId,
    });
  }

  /**
   * The app's payment sheet confirms the PaymentIntent of the subscription's first invoice: the
   * subscription becomes active and Stripe posts customer.subscription.updated to the app.
   * `expired` plays the other end instead: the sheet was left unpaid and after 23 hours the
   * subscription is incomplete_expired.
   */
  async payWithSheet(clientSecret: string, outcome: 'paid' | 'expired' = 'paid') {
    const sheet = this.#sheets.get(clientSecret);
    if (!sheet) throw new Error(`No payment sheet subscription for ${clientSecret}`);
    const status = outcome === 'paid' ? 'active' : 'incomplete_expired';
    return this.deliver(
      'customer.subscription.updated',
      stripeSubscription(
        { userId: sheet.userId, customer: sheet.customer, price: sheet.price, status },
        sheet.id,
      ),
    );
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
