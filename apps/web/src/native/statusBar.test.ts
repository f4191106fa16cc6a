import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStatusBar, resetFakeNative } from '../testing/fakeNative';
import { fakePlatform } from '../testing/fakePurchases';
import { followColorScheme } from './statusBar';

vi.mock('@capacitor/core', async () =>
  (await import('../testing/fakePurchases')).mockedModule('@capacitor/core'),
);
vi.mock('@capacitor/status-bar', async () =>
  (await import('../testing/fakeNative')).mockedNativeModule('@capacitor/status-bar'),
);

afterEach(() => {
  resetFakeNative();
  fakePlatform.name = 'ios';
});

describe('followColorScheme', () => {
  it('gives the dark theme light status-bar text, and the light theme dark text', async () => {
    await followColorScheme('dark');
    await followColorScheme('light');
    expect(fakeStatusBar.setStyle.mock.calls).toEqual([[{ style: 'DARK' }], [{ style: 'LIGHT' }]]);
  });

  it('leaves a browser alone', async () => {
    fakePlatform.name = 'web';
    await followColorScheme('dark');
    expect(fakeStatusBar.setStyle).not.toHaveBeenCalled();
  });
});
