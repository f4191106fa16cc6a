/**
 * Per-client-IP limits on the better-auth endpoints that can be used to guess passwords,
 * create accounts or send mail. Window in seconds. Other auth paths keep better-auth's defaults.
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/sign-in/magic-link': { window: 60, max: 5 },
  '/magic-link/verify': { window: 60, max: 10 },
  '/sign-in/social': { window: 60, max: 10 },
  '/verify-email': { window: 60, max: 10 },
  '/send-verification-email': { window: 60, max: 5 },
} as const;

/** Header the Fastify bridge sets from the socket address; better-auth keys its limits on it. */
export const CLIENT_IP_HEADER = 'x-tolk-client-ip';
