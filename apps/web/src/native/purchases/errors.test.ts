// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n/translator';
import { initI18n } from '../../app/i18n/i18n';
import enUS from '../../app/i18n/locales/en-US.json';
import { storeError } from '../../testing/fakePurchases';
import { PurchaseError, isPurchaseCancelled, purchaseErrorMessage } from './errors';

const GENERIC = enUS.purchases.errors.unknown;
const codes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

beforeAll(() => initI18n('en-US'));

describe('purchaseErrorMessage', () => {
  it('gives every SDK error code 0–35 a clear message, generic only for unknown ones', () => {
    const english = new Set(Object.values(enUS.purchases.errors));
    for (const code of codes(0, 35)) {
      const message = purchaseErrorMessage(storeError(code));
      expect(english.has(message), `code ${code}: ${message}`).toBe(true);
      // 0 is the SDK's own "unknown"; 27 is a number the SDK never uses.
      if (code !== '0' && code !== '27') expect(message, `code ${code}`).not.toBe(GENERIC);
    }
  });

  it('explains the common failures in words', () => {
    expect(purchaseErrorMessage(storeError('10'))).toBe(
      'Network error. Check your connection and try again.',
    );
    expect(purchaseErrorMessage(storeError('2'))).toMatch(/problem with the store/);
    expect(purchaseErrorMessage(storeError('20'))).toMatch(/payment is pending/);
    expect(purchaseErrorMessage(storeError('5'))).toMatch(/cannot be bought/);
    expect(purchaseErrorMessage(storeError('6'))).toMatch(/already own/);
    expect(purchaseErrorMessage(storeError('3'))).toMatch(/not allowed/);
    expect(purchaseErrorMessage(storeError('8'))).toMatch(/receipt could not be verified/);
    expect(purchaseErrorMessage(storeError('23'))).toMatch(/not set up correctly/);
    expect(purchaseErrorMessage(storeError('35'))).toMatch(/offline/);
  });

  it('reads a numeric code too, and falls back to the generic message for anything else', () => {
    expect(purchaseErrorMessage({ code: 10 })).toBe(enUS.purchases.errors.network);
    expect(purchaseErrorMessage(storeError('99'))).toBe(GENERIC);
    expect(purchaseErrorMessage({ code: 'UNIMPLEMENTED', message: 'not implemented on web' })).toBe(GENERIC);
    expect(purchaseErrorMessage(new Error('boom'))).toBe(GENERIC);
    expect(purchaseErrorMessage(undefined)).toBe(GENERIC);
  });

  it('keeps the message of the module’s own errors', () => {
    expect(purchaseErrorMessage(new PurchaseError('Package not found'))).toBe('Package not found');
  });

  it('speaks the UI language', async () => {
    await i18n.changeLanguage('es-ES');
    expect(purchaseErrorMessage(storeError('10'))).toBe(
      'Error de red. Comprueba tu conexión e inténtalo de nuevo.',
    );
    await i18n.changeLanguage('en-US');
  });
});

describe('isPurchaseCancelled', () => {
  it('recognises the cancel code or flag, nothing else', () => {
    expect(isPurchaseCancelled(storeError('1'))).toBe(true);
    expect(isPurchaseCancelled({ code: '0', userCancelled: true })).toBe(true);
    expect(isPurchaseCancelled(storeError('2'))).toBe(false);
    expect(isPurchaseCancelled(new Error('x'))).toBe(false);
  });
});
