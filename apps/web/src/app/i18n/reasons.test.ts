import { describe, expect, it } from 'vitest';
import { placeholders, REASON_CODES, REASONS } from '@tolk/contract';

// Every error reason the server can send (packages/contract) has a message in every catalogue
// there is, so the app never falls back to the server's English for a known reason.
const FILES = import.meta.glob<{ reasons?: Record<string, unknown> }>('./locales/*.json', {
  eager: true,
  import: 'default',
});
const catalogues = Object.entries(FILES).map(([file, catalogue]) => [file, catalogue.reasons ?? {}] as const);

describe('error reason messages', () => {
  it('exist in every catalogue, for every reason and nothing else', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(2);
    for (const [file, reasons] of catalogues) {
      expect(Object.keys(reasons).sort(), file).toEqual([...REASON_CODES].sort());
      for (const reason of REASON_CODES) {
        const text = reasons[reason];
        expect(typeof text === 'string' && text.trim() !== '', `${file} ${reason}`).toBe(true);
      }
    }
  });

  it('interpolate only the params each reason carries', () => {
    for (const [file, reasons] of catalogues) {
      for (const reason of REASON_CODES) {
        const declared = Object.keys(REASONS[reason].params);
        expect(declared, `${file} ${reason}`).toEqual(
          expect.arrayContaining(placeholders(String(reasons[reason]))),
        );
      }
    }
  });

  it('are, in en-US, the server’s English word for word (SPEC.md strings included)', () => {
    const english = FILES['./locales/en-US.json']?.reasons ?? {};
    for (const reason of REASON_CODES) expect(english[reason], reason).toBe(REASONS[reason].message);
    expect(english.DOCUMENT_NAME_EXISTS).toBe('A document with this name already exists');
    expect(english.UPLOAD_LIMIT_REACHED).toBe('Upload limit reached. Please try again later.');
  });
});
