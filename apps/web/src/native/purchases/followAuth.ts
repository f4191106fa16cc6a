import { purchasesAvailable } from './availability';

let followedUserId: string | null = null;
let queue: Promise<void> = Promise.resolve();

/**
 * Called by the session store whenever the signed-in user settles: configures (or logs in) the
 * purchase SDK at sign-in and logs out at sign-out. Calls run one after another, so a quick
 * sign-out and sign-in reach the SDK in order. A failure is only logged: it never blocks signing
 * in, and the next purchase call says what is wrong. Resolves when this change has been applied.
 */
export function followSignedInUser(userId: string | null): Promise<void> {
  if (!purchasesAvailable() || userId === followedUserId) return queue;
  followedUserId = userId;
  queue = queue
    .then(async () => {
      // The SDK's code is fetched only in the app that can use it, not at every web start-up.
      const { configurePurchases, logOutPurchases } = await import('./session');
      await (userId === null ? logOutPurchases() : configurePurchases(userId));
    })
    .catch((error: unknown) => console.warn('In-app purchases could not follow the signed-in user', error));
  return queue;
}

/** Resolves once the latest sign-in or sign-out has reached the SDK (or failed, logged). */
export function purchasesFollowingUser(): Promise<void> {
  return queue;
}
