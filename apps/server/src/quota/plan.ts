/** Premium now: the row's premiumUntil is still ahead (a lapsed one is put back by the expiry sweep). */
export const isPremium = (premiumUntil: Date | null, now = new Date()) =>
  premiumUntil !== null && premiumUntil > now;
