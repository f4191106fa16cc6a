import { isUiLocale, type UiLocale } from '@tolk/contract';
import type { Db } from '../db/client.ts';
import { findLocaleByEmail } from '../users/repo.ts';
import { localeOfRequest } from './request-locale.ts';

/**
 * The language of a mail to this address: the account's own `locale` preference (the owner's
 * choice, whoever made the request), or for an address without an account yet, the language
 * the request came from.
 */
export async function mailLocale(db: Db, email: string, request: Request | undefined): Promise<UiLocale> {
  const chosen = await findLocaleByEmail(db, email);
  return isUiLocale(chosen) ? chosen : localeOfRequest(request);
}
