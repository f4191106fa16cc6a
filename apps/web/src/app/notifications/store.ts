import { NOTIFICATIONS } from '@tolk/contract';

/** The transient notification of SPEC.md §3. */
export type NotificationType = 'positive' | 'negative' | 'info' | 'warning';

/** A link shown as a button in the notification (e.g. Download when an export is ready). */
export interface NotificationAction {
  label: string;
  href: string;
}

export interface AppNotification {
  id: number;
  message: string;
  type: NotificationType;
  /** Milliseconds on screen; 0 or less stays until closed. */
  duration: number;
  action?: NotificationAction;
}

export interface NotifyOptions {
  type?: NotificationType;
  duration?: number;
  action?: NotificationAction;
}

/** Timer functions, injectable so tests can fire timers by hand. */
export interface Scheduler {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserScheduler: Scheduler = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface NotificationStore {
  /** Shows a notification, newest first; returns its id. */
  notify(message: string, options?: NotifyOptions): number;
  dismiss(id: number): void;
  clear(): void;
  getSnapshot(): readonly AppNotification[];
  subscribe(listener: () => void): () => void;
}

/**
 * At most NOTIFICATIONS.maxVisible at once: a new one goes on top and the oldest beyond the limit
 * is dropped (SPEC.md §9). Each disappears after its duration unless the duration is 0 or less.
 */
export function createNotificationStore(scheduler: Scheduler = browserScheduler): NotificationStore {
  let items: readonly AppNotification[] = [];
  let nextId = 1;
  const timers = new Map<number, unknown>();
  const listeners = new Set<() => void>();

  const emit = (): void => listeners.forEach((listener) => listener());

  const forget = (id: number): void => {
    if (timers.has(id)) scheduler.clear(timers.get(id));
    timers.delete(id);
  };

  const dismiss = (id: number): void => {
    forget(id);
    const next = items.filter((item) => item.id !== id);
    if (next.length === items.length) return;
    items = next;
    emit();
  };

  return {
    notify(message, options = {}) {
      const id = nextId++;
      const duration = options.duration ?? NOTIFICATIONS.defaultDurationMs;
      const item: AppNotification = {
        id,
        message,
        type: options.type ?? 'info',
        duration,
        ...(options.action ? { action: options.action } : {}),
      };
      const all = [item, ...items];
      all.slice(NOTIFICATIONS.maxVisible).forEach((dropped) => forget(dropped.id));
      items = all.slice(0, NOTIFICATIONS.maxVisible);
      if (duration > 0)
        timers.set(
          id,
          scheduler.set(() => dismiss(id), duration),
        );
      emit();
      return id;
    },
    dismiss,
    clear() {
      [...timers.keys()].forEach(forget);
      items = [];
      emit();
    },
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
