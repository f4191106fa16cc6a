export { CallableError, type CallableErrorOptions } from './errors.ts';
export {
  createCallableClient,
  type CallableClient,
  type CallableClientOptions,
  type CallOptions,
  type StreamOptions,
} from './callable.ts';
export { subscribeEvents, type SubscribeEventsOptions } from './events.ts';
export { ExpiringCache, type ExpiringCacheOptions } from './cache.ts';
export { createSseParser, type SseEvent, type SseParser } from './sse.ts';
export type { TokenGetter } from './transport.ts';
