import { UI_LOCALES } from '@tolk/contract';
import { describe, expect, it } from 'vitest';
import { magicLinkMessage, signInLockedMessage } from '../account-notices.ts';
import { MAIL_TEXTS, writeMinutes } from './index.ts';

describe('account mail texts', () => {
  it('write minutes with the plural form each language wants', () => {
    expect([1, 2, 10, 15].map((n) => writeMinutes('ar', n))).toEqual([
      'دقيقة واحدة',
      'دقيقتين',
      '10 دقائق',
      '15 دقيقة',
    ]);
    expect([1, 10].map((n) => writeMinutes('de-DE', n))).toEqual(['1 Minute', '10 Minuten']);
    expect([1, 10].map((n) => writeMinutes('fr-FR', n))).toEqual(['1 minute', '10 minutes']);
  });

  it('leave no English sentence in another language’s mails', () => {
    const english = magicLinkMessage('a@example.com', 'en-US', 'https://tolk.example/auth/complete?token=t');
    const englishLocked = signInLockedMessage('a@example.com', 'en-US', 'https://tolk.example');
    for (const locale of UI_LOCALES.filter((l) => l !== 'en-US')) {
      const mails = [
        magicLinkMessage('a@example.com', locale, 'https://tolk.example/auth/complete?token=t'),
        signInLockedMessage('a@example.com', locale, 'https://tolk.example'),
      ];
      [english, englishLocked].forEach((source, i) => {
        const lines = new Set(source.text.split('\n').filter((line) => !line.startsWith('http') && line));
        for (const line of mails[i]!.text.split('\n'))
          expect(lines.has(line), `${locale}: ${line}`).toBe(false);
      });
      expect(MAIL_TEXTS[locale].signInButton).not.toBe(MAIL_TEXTS['en-US'].signInButton);
    }
  });
});
