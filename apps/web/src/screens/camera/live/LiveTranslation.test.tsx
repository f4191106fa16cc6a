// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { LiveTranslation } from './LiveTranslation';

afterEach(cleanup);

// The reading itself (tesseract.js in a worker, translateText) runs in Chromium: see the report of
// the live-mode check; here only what needs no worker.
describe('LiveTranslation', () => {
  it('shows nothing while live mode is off', async () => {
    const video = document.createElement('video');
    await renderWithProviders(<LiveTranslation video={video} langFrom="en" langTo="es" enabled={false} />);
    expect(screen.queryByTestId('camera-live-text')).toBeNull();
  });

  it('says so when the source language has no on-device model, and keeps the panel empty', async () => {
    const video = document.createElement('video');
    await renderWithProviders(<LiveTranslation video={video} langFrom="xx" langTo="es" enabled />);
    expect(await screen.findByText(/Live reading does not know/)).toBeTruthy();
    expect(screen.getByTestId('camera-live-text').textContent).toBe('');
    expect(screen.getByTestId('camera-live-text').getAttribute('aria-live')).toBe('polite');
  });
});
