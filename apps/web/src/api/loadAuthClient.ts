/**
 * better-auth's client, fetched when it is first needed (a sign-in, a sign-up, an e-mail link) or
 * when the welcome screen is idle: it is not part of the first screen (issue 13).
 */
export const loadAuthClient = () => import('./authClient').then((module) => module.authClient);
