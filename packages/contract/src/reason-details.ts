import { z } from 'zod';

/**
 * An error's `details`: its reason (reasons.ts) and that reason's params beside it. Apart from
 * errors.ts, which stays free of zod for clients that only map statuses and messages.
 */
export const reasonDetailsSchema = z.object({ reason: z.string() }).catchall(z.unknown());
