import { z } from 'zod';
import { PLANS } from './constants.ts';

// Premium (SPEC.md §3 "Subscription", DESIGN.md "Premium"): plans, the subscription in force and
// the calls that buy and manage it on the web. The native app buys through the store (RevenueCat)
// or, when the server offers it, by card in Stripe's payment sheet.

export const planPeriodSchema = z.enum(PLANS);
export const SUBSCRIPTION_SOURCES = ['stripe', 'revenuecat'] as const;

/** What a plan allows each month (pages and image translations) and in all (storage bytes). */
export const planLimitsSchema = z.object({
  pagesPerMonth: z.number().int(),
  storageBytes: z.number().int(),
  imageTranslationsPerMonth: z.number().int(),
});
export type PlanLimitsView = z.infer<typeof planLimitsSchema>;

export const planSchema = z.object({
  period: planPeriodSchema,
  /** Price per period, in `currency` (e.g. 9.99). */
  price: z.number(),
  currency: z.string(),
  /** The store package the app buys this plan with ($rc_weekly, $rc_monthly, $rc_annual). */
  packageId: z.string(),
});
export type PlanOffer = z.infer<typeof planSchema>;

export const plansSchema = z.object({
  plans: z.array(planSchema),
  free: planLimitsSchema,
  premium: planLimitsSchema,
  /** False when this server has no card payments configured: the web cannot subscribe. */
  webCheckout: z.boolean(),
  /** True when the native app may also pay by card in Stripe's payment sheet (createPaymentSheet). */
  nativeCardPayment: z.boolean(),
});
export type Plans = z.infer<typeof plansSchema>;

/** SPEC.md §3 "active subscription info", with where it was bought and its period. */
export const subscriptionSchema = z.object({
  productId: z.string(),
  expiresDate: z.string(),
  willRenew: z.boolean(),
  period: planPeriodSchema.nullable(),
  source: z.enum(SUBSCRIPTION_SOURCES),
  /** A payment failed; the store or card provider is retrying and premium stays until expiresDate. */
  billingIssue: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Data of the `entitlement` live event, sent whenever a user's plan changes. */
export const entitlementEventSchema = z.object({
  entitlement: z.literal('premium'),
  active: z.boolean(),
  expiresDate: z.string().nullable(),
});
export type EntitlementEvent = z.infer<typeof entitlementEventSchema>;

/** What Stripe's payment sheet is opened with (createPaymentSheet). */
export const paymentSheetSchema = z.object({
  paymentIntentClientSecret: z.string(),
  customerId: z.string(),
  ephemeralKeySecret: z.string(),
  publishableKey: z.string(),
});
export type PaymentSheetSetup = z.infer<typeof paymentSheetSchema>;

export const PREMIUM_FUNCTIONS = {
  /** Public: the plans and what each allows; no sign-in needed. */
  getPlans: { input: z.object({}).strict(), output: plansSchema },
  /** The caller's subscription in force, or null on the free plan. */
  getSubscription: { input: z.object({}).strict(), output: subscriptionSchema.nullable() },
  /**
   * A Stripe Checkout session for the period; the app sends the browser to `url`. An unknown
   * period is refused with 'Invalid subscription period' (the period is checked by the server, so
   * the message is the one SPEC.md gives).
   */
  createCheckoutSession: {
    input: z.object({ period: z.string().max(40) }).strict(),
    output: z.object({ url: z.string(), sessionId: z.string() }),
  },
  /**
   * Card payment in the native app: a subscription for the period waiting for its first payment,
   * and what Stripe's payment sheet needs to take it (the PaymentIntent's client secret, the
   * customer with a short-lived key to it, the publishable key). The webhook that follows the
   * payment grants premium, as after Checkout. Refused like createCheckoutSession.
   */
  createPaymentSheet: {
    input: z.object({ period: z.string().max(40) }).strict(),
    output: paymentSheetSchema,
  },
  /** Stripe's customer portal for the caller's web subscription ("Manage subscription"). */
  createPortalSession: { input: z.object({}).strict(), output: z.object({ url: z.string() }) },
} as const;
