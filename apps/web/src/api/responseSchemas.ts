// The schema of the health answer, on its own: imported dynamically once the answer is there, so
// zod never delays the first screen (importing '@tolk/contract' dynamically would pull all of it
// into the start-up chunk).
export { healthSchema } from '@tolk/contract';
