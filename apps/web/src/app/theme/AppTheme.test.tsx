// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES } from '@tolk/contract';
import { STORAGE_KEYS } from '../../api/storage';
import { AppTheme } from './AppTheme';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function renderTheme() {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AppTheme>
          <p>content</p>
        </AppTheme>
      </QueryClientProvider>,
    );
  });
  const root = document.documentElement;
  return {
    scheme: root.getAttribute('data-mantine-color-scheme'),
    fontSize: root.style.fontSize,
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  };
}

describe('<AppTheme />', () => {
  it('applies cached preferences at start, before any server answer', async () => {
    const cached = { ...DEFAULT_PREFERENCES, theme: 'dark', fontScale: 1.2, primaryColor: '#0ea5e9' };
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify(cached));
    const applied = await renderTheme();
    expect(applied.scheme).toBe('dark');
    expect(applied.fontSize).toBe('120%');
    expect(applied.themeColor).toBe('#0ea5e9');
  });

  it('uses the defaults when nothing is cached', async () => {
    const applied = await renderTheme();
    expect(applied.fontSize).toBe('100%');
    expect(applied.themeColor).toBe('#a855f7');
  });
});
