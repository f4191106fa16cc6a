import { describe, expect, it } from 'vitest';
import { mayBeLatin } from './lookalikes.ts';

describe('a Cyrillic or Greek reading that may be Latin text misread', () => {
  it('is one made of the twins of Latin capitals', () => {
    expect(mayBeLatin('МОТІСЕ МО ЕМТВУ АЕТЕВ 6 РМ РІЕАЗЕ КЕЕР ТНЕ САТЕ СПОЗЕВ')).toBe(true);
  });

  it('is not real Russian, in capitals or not, nor real Greek, nor Latin text', () => {
    expect(mayBeLatin('ГОРОДСКОЙ САД ЗАКРЫТ')).toBe(false);
    expect(mayBeLatin('Летний урожай был отличным.')).toBe(false);
    expect(mayBeLatin('Ο κήπος είναι κλειστός σήμερα.')).toBe(false);
    expect(mayBeLatin('NOTICE The garden is closed')).toBe(false);
  });
});
