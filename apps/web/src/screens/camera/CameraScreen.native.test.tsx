// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '../../api/queryClient';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CameraScreen } from './CameraScreen';
import { LOCAL_ONLY_HEALTH } from '../../testing/fixtures';

// The device boundary of the native app: Capacitor says it is native, and the camera plugin
// answers as the system does when the user has refused camera access.
vi.mock('@capacitor/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@capacitor/core')>();
  return { ...actual, Capacitor: { ...actual.Capacitor, isNativePlatform: () => true } };
});
const getPhoto = vi.fn();
vi.mock('@capacitor/camera', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@capacitor/camera')>();
  return { ...actual, Camera: { getPhoto: (...args: unknown[]) => getPhoto(...args) } };
});

const health = LOCAL_ONLY_HEALTH;

afterEach(() => {
  cleanup();
  getPhoto.mockReset();
});

describe('<CameraScreen /> in the native app', () => {
  it('opens the system camera from the shutter, and explains a refusal the app way', async () => {
    const getUserMedia = vi.fn();
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    getPhoto.mockRejectedValue(new Error('User denied access to camera'));
    await renderWithProviders(<CameraScreen />, {
      path: '/camera',
      seed: (client) => client.setQueryData(queryKeys.health, health),
    });

    fireEvent.click(screen.getByTestId('camera-shutter'));
    const panel = await screen.findByTestId('camera-unavailable');
    expect(getPhoto).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'CAMERA', resultType: 'base64', correctOrientation: true }),
    );
    expect(panel.getAttribute('data-problem')).toBe('denied');
    expect(panel.textContent).toContain('open your phone’s Settings, find Tolk, turn on Camera');
    expect(getUserMedia).not.toHaveBeenCalled();

    // The gallery goes through the system photo picker, still available after the refusal.
    getPhoto.mockRejectedValue(new Error('User cancelled photos app'));
    fireEvent.click(screen.getByTestId('camera-gallery'));
    await waitFor(() =>
      expect(getPhoto).toHaveBeenLastCalledWith(expect.objectContaining({ source: 'PHOTOS' })),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('camera-unavailable')).toBeNull());
  });
});
