/** localStorage that never throws (private mode, quota, disabled storage). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not being able to remember something locally must not break the app.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

export const STORAGE_KEYS = {
  preferences: 'tolk.preferences',
  emailForSignIn: 'tolk.emailForSignIn',
  bearerToken: 'tolk.bearerToken',
  pendingAuthLink: 'tolk.pendingAuthLink',
  sessionChanged: 'tolk.sessionChanged',
} as const;
