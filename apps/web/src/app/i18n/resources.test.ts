import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US.json';
import esES from './locales/es-ES.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function lookup(resource: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resource);
}

describe('UI strings', () => {
  it('has every English string in Spanish too, and nothing extra', () => {
    expect(keys(esES).sort()).toEqual(keys(enUS).sort());
  });

  it('has no empty strings', () => {
    for (const resource of [enUS, esES]) {
      for (const key of keys(resource)) expect(String(lookup(resource, key)).trim(), key).not.toBe('');
    }
  });

  it('uses the exact English titles and subtitles of SPEC.md §2', () => {
    expect(enUS.history.subtitle).toBe('Your translation history');
    expect(enUS.pricing.title).toBe('Choose your plan');
    expect(enUS.settings.subtitle).toBe('App preferences');
    expect(enUS.profile.subtitle).toBe('Account information');
    expect(enUS.camera.title).toBe('Live translation');
  });
});
