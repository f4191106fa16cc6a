import { describe, expect, it } from 'vitest';
import { isReason, placeholders, reasonMessage, REASON_CODES, REASONS, type Reason } from './reasons.ts';

/** SPEC.md's strings, typed here as SPEC.md has them, and the reason that carries each. */
const SPEC_STRINGS: [Reason, string][] = [
  ['AUTHENTICATION_REQUIRED', 'Authentication required'],
  ['AUTH_FAILED', 'Authentication failed'],
  ['DOCUMENT_NAME_EXISTS', 'A document with this name already exists'],
  [
    'TOO_MANY_CONCURRENT_UPLOADS',
    'Too many concurrent uploads. Please wait for current uploads to complete.',
  ],
  ['UPLOAD_LIMIT_REACHED', 'Upload limit reached. Please try again later.'],
  ['DELETE_TRANSLATION_FAILED', 'Failed to delete translation'],
  ['DELETE_ORIGINAL_FILES_FAILED', 'Failed to delete original files'],
  ['DUPLICATE_DOCUMENT_FAILED', 'Failed to duplicate document'],
  ['DUPLICATE_DOCUMENTS_FAILED', 'Failed to duplicate documents'],
  ['DUPLICATE_FOLDER_FAILED', 'Failed to duplicate folder'],
  ['RETRY_TRANSLATION_FAILED', 'Failed to retry translation'],
  ['RECURSIVE_DELETE_FOLDER_FAILED', 'Failed to delete folder recursively'],
  ['UPDATE_FILENAME_FAILED', 'Failed to update filename'],
  ['INVALID_SUBSCRIPTION_PERIOD', 'Invalid subscription period'],
];

describe('error reasons', () => {
  it('keep the SPEC.md strings word for word', () => {
    for (const [reason, text] of SPEC_STRINGS) expect(reasonMessage(reason), reason).toBe(text);
  });

  it('interpolate only params they declare, and fill them in', () => {
    for (const reason of REASON_CODES) {
      const declared = Object.keys(REASONS[reason].params);
      expect(declared, reason).toEqual(expect.arrayContaining(placeholders(REASONS[reason].message)));
    }
    expect(reasonMessage('NOT_ENOUGH_PAGES', { needed: 3, left: 1, limit: 5 })).toBe(
      'Not enough pages left this month: this document needs 3 and you have 1 of your 5 pages left.',
    );
    expect(reasonMessage('PAIR_NOT_SUPPORTED', { provider: 'local', from: 'en', to: 'ja' })).toBe(
      "The local provider cannot translate from 'en' to 'ja'",
    );
  });

  it('are a closed list: names the web catalogues can use as keys', () => {
    for (const reason of REASON_CODES) {
      expect(reason).toMatch(/^[A-Z][A-Z_]*$/);
      expect(isReason(reason)).toBe(true);
    }
    expect(isReason('SOMETHING_ELSE')).toBe(false);
    expect(isReason('toString')).toBe(false);
  });
});
