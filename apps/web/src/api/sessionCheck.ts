/**
 * The session check of the first screen. index.html asks for it as a preload (sessionPreload.ts),
 * so the answer comes while the scripts load; the app's request must match the preload (same URL,
 * `cors` mode and `include` credentials) to be given that answer instead of asking again.
 */
export const SESSION_CHECK_URL = '/api/auth/get-session?disableCookieCache=true';
export const SESSION_CHECK_CREDENTIALS: RequestCredentials = 'include';
