import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type Preferences,
  type PreferencesPatch,
  type UiLocale,
  type UserDocument,
} from '@tolk/contract';
import type { Db } from '../db/client.ts';
import { defaultProvider, type EngineAvailability } from '../engines.ts';
import { AppError } from '../errors.ts';
import type { EventBus } from '../events/bus.ts';
import * as repo from './repo.ts';

export type SignInProvider = UserDocument['provider'];

export interface UsersDeps {
  db: Db;
  bus: EventBus;
  engines: EngineAvailability;
}

/** First day of the current month, UTC: the start of the monthly page and image counters. */
export function currentMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The SPEC.md §9 defaults of a new user document, in the UI language the person signed up in. */
export function newProfile(
  deps: UsersDeps,
  authUser: repo.AuthUserRow,
  provider: SignInProvider,
  locale: UiLocale = DEFAULT_PREFERENCES.locale,
  now = new Date(),
): repo.NewProfileRow {
  return {
    userId: authUser.id,
    provider,
    displayName: authUser.name || null,
    photoURL: authUser.image,
    monthStart: currentMonthStart(now),
    preferences: { ...DEFAULT_PREFERENCES, locale, translationProvider: defaultProvider(deps.engines) },
    lastActiveAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/** How a user first signed in, guessed from their linked accounts (magic link links none). */
function providerFromAccounts(providerIds: string[]): SignInProvider {
  if (providerIds.includes('google')) return 'google';
  if (providerIds.includes('apple')) return 'apple';
  if (providerIds.includes('credential')) return 'password';
  return 'email';
}

export async function createProfile(
  deps: UsersDeps,
  userId: string,
  provider: SignInProvider,
  locale?: UiLocale,
): Promise<repo.ProfileRow> {
  const authUser = await repo.findAuthUser(deps.db, userId);
  if (!authUser) throw new AppError('not-found', 'USER_NOT_FOUND');
  return repo.insertProfileIfMissing(deps.db, newProfile(deps, authUser, provider, locale));
}

export async function touchLastActive(deps: UsersDeps, userId: string): Promise<void> {
  await repo.touchLastActive(deps.db, userId, new Date());
}

/**
 * The user's row, "created with defaults if missing" (SPEC.md §7). Its counters may still be last
 * month's: quota/service.ts applies the monthly reset when it reads them.
 */
export async function loadProfile(deps: UsersDeps, userId: string): Promise<repo.ProfileRow> {
  return (
    (await repo.findProfile(deps.db, userId)) ??
    (await createProfile(
      deps,
      userId,
      providerFromAccounts(await repo.listAccountProviders(deps.db, userId)),
    ))
  );
}

export function readPreferences(row: repo.ProfileRow): Preferences {
  // Stored documents may predate a field; defaults fill the gaps.
  const stored = row.preferences;
  return {
    ...DEFAULT_PREFERENCES,
    ...stored,
    notifications: { ...DEFAULT_PREFERENCES.notifications, ...stored.notifications },
  };
}

export async function getPreferences(deps: UsersDeps, userId: string): Promise<Preferences> {
  return readPreferences(await loadProfile(deps, userId));
}

/**
 * The user's usual source language (Settings), which a photo whose text is too short or unclear to
 * tell its own language is taken to be in; the default when the profile is gone.
 */
export async function usualSourceLanguage(db: Db, userId: string): Promise<Preferences['defaultSourceLang']> {
  const row = await repo.findProfile(db, userId);
  return (row ? readPreferences(row) : DEFAULT_PREFERENCES).defaultSourceLang;
}

export async function updatePreferences(
  deps: UsersDeps,
  userId: string,
  patch: PreferencesPatch,
): Promise<Preferences> {
  const provider = patch.translationProvider;
  if (provider !== undefined && !deps.engines[provider]) {
    throw new AppError('invalid-argument', 'PROVIDER_NOT_CONFIGURED', {
      provider,
      available: Object.entries(deps.engines)
        .filter(([, on]) => on)
        .map(([name]) => name),
    });
  }
  await loadProfile(deps, userId);
  const row = await repo.mergePreferences(deps.db, userId, patch, new Date());
  if (!row) throw new AppError('not-found', 'USER_NOT_FOUND');
  const preferences = preferencesSchema.parse(readPreferences(row));
  await deps.bus.publish(userId, { type: 'preferences', data: preferences });
  return preferences;
}
