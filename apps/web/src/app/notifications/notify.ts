import { createNotificationStore, type NotifyOptions } from './store';

/** The app's one notification store; screens call these helpers. */
export const notifications = createNotificationStore();

export function notify(message: string, options?: NotifyOptions): number {
  return notifications.notify(message, options);
}

/** Errors are shown as notifications of type negative (SPEC.md §8). */
export function notifyError(message: string, duration?: number): number {
  return notifications.notify(message, { type: 'negative', ...(duration === undefined ? {} : { duration }) });
}

export function notifySuccess(message: string): number {
  return notifications.notify(message, { type: 'positive' });
}
