// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Quota } from '@tolk/contract';
import { queryKeys } from '../../api/queryClient';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CameraScreen } from './CameraScreen';
import { LOCAL_ONLY_HEALTH } from '../../testing/fixtures';

const health = LOCAL_ONLY_HEALTH;

const quota = (imageTranslationsUsed: number): Quota => ({
  userId: 'u1',
  pagesUsed: 0,
  freePageLimit: 5,
  monthStart: '2026-11-01T00:00:00.000Z',
  storageUsed: 0,
  storageQuota: 100 * 1024 * 1024,
  imageTranslationsUsed,
  imageTranslationsQuota: 10,
  uploadCount: 0,
  premium: false,
});

/** A camera track as the browser gives it; `torch` as getCapabilities() reports it. */
function fakeStream({ torch = false } = {}) {
  const track = {
    kind: 'video',
    stop: vi.fn(),
    addEventListener: vi.fn(),
    getCapabilities: () => (torch ? { torch: true } : {}),
    applyConstraints: vi.fn(async () => undefined),
  };
  // happy-dom's MediaStream, so a <video> takes it as srcObject; its tracks are the fake above.
  const stream = Object.assign(new MediaStream(), {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  });
  return { track, stream };
}

// navigator.mediaDevices is the browser boundary: each test says what the "browser" answers.
function setMediaDevices(value: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });
}

async function renderCamera(used = 3) {
  return renderWithProviders(<CameraScreen />, {
    path: '/camera',
    seed: (client) => {
      client.setQueryData(queryKeys.health, health);
      client.setQueryData(queryKeys.quota, quota(used));
    },
  });
}

beforeEach(() => {
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});
afterEach(() => {
  cleanup();
  setMediaDevices(undefined);
});

describe('<CameraScreen /> without the camera', () => {
  it('explains a refused permission, how to allow it, and keeps the gallery working', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    setMediaDevices({ getUserMedia });
    await renderCamera();

    const panel = await screen.findByTestId('camera-unavailable');
    expect(panel.getAttribute('data-problem')).toBe('denied');
    expect(within(panel).getByRole('heading').textContent).toBe('Camera access is blocked');
    expect(panel.textContent).toContain('set Camera to Allow');
    expect(panel.textContent).toContain('You can still translate a photo from your gallery.');
    expect((screen.getByTestId('camera-shutter') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('camera-gallery') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('camera-gallery-input').getAttribute('accept')).toBe('image/*');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Live translation');

    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    expect(getUserMedia).toHaveBeenLastCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }),
    );
  });

  it('says there is no camera when the browser has no media devices at all', async () => {
    await renderCamera();
    const panel = await screen.findByTestId('camera-unavailable');
    expect(panel.getAttribute('data-problem')).toBe('no-camera');
    expect(within(panel).getByRole('heading').textContent).toBe('No camera found');
    expect((screen.getByTestId('camera-gallery') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('<CameraScreen /> with the camera', () => {
  it('shows how many image translations are left, offers the torch the track has, and stops the camera on leaving', async () => {
    const { track, stream } = fakeStream({ torch: true });
    setMediaDevices({ getUserMedia: vi.fn(async () => stream) });
    const view = await renderCamera(3);

    await waitFor(() =>
      expect((screen.getByTestId('camera-shutter') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByTestId('camera-unavailable')).toBeNull();
    expect(screen.getByTestId('camera-quota-left').textContent).toBe('7 image translations left this month');
    fireEvent.click(screen.getByTestId('camera-torch'));
    await waitFor(() => expect(screen.getByTestId('camera-torch').getAttribute('aria-pressed')).toBe('true'));
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });

    view.unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('hides the torch when the track cannot light one', async () => {
    setMediaDevices({ getUserMedia: vi.fn(async () => fakeStream().stream) });
    await renderCamera();
    await waitFor(() =>
      expect((screen.getByTestId('camera-shutter') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByTestId('camera-torch')).toBeNull();
  });

  it('with no image translations left: says so, offers premium, and sends nothing', async () => {
    setMediaDevices({ getUserMedia: vi.fn(async () => fakeStream().stream) });
    await renderCamera(10);

    const notice = await screen.findByTestId('camera-quota-exhausted');
    expect(notice.textContent).toContain(
      'No image translations left this month: you have used all 10 of them.',
    );
    expect(within(notice).getByTestId('camera-upgrade').getAttribute('href')).toBe('/pricing');
    await waitFor(() => expect(screen.getByTestId('camera-video').hasAttribute('data-hidden')).toBe(false));
    expect((screen.getByTestId('camera-shutter') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('camera-gallery') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('camera-quota-left')).toBeNull();
  });
});
