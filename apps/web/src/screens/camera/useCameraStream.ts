import { useCallback, useEffect, useState } from 'react';
import { problemForMediaError, problemWithoutMediaDevices, type CameraProblem } from './cameraProblems';
import { hasTorch, setTorch } from './torch';

/** Rear camera, at least HD when the device has it: small print stays readable. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: { ideal: 'environment' },
    width: { ideal: 1920 },
    height: { ideal: 1080 },
  },
};

export type CameraStatus =
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'unavailable'; problem: CameraProblem }
  /** Not asked for: the native app (system camera) or a hidden page. */
  | { kind: 'off' };

function stopAll(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * The live camera for the preview. Asks when `enabled` (and the page is visible); every track is
 * stopped when the screen goes, the page is hidden or `enabled` turns off, so the camera light
 * goes out. `videoRef` goes on the <video>; `video` is that element once mounted.
 */
export function useCameraStream(enabled: boolean) {
  const visible = usePageVisible();
  const wanted = enabled && visible;
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [status, setStatus] = useState<CameraStatus>({ kind: wanted ? 'starting' : 'off' });
  const [attempt, setAttempt] = useState(0);
  const [torchOn, setTorchOn] = useState(false);

  useEffect(() => {
    if (!wanted) {
      setStatus({ kind: 'off' });
      return;
    }
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!devices?.getUserMedia) {
      setStatus({ kind: 'unavailable', problem: problemWithoutMediaDevices(window.isSecureContext) });
      return;
    }
    let active = true;
    let opened: MediaStream | null = null;
    setStatus({ kind: 'starting' });
    devices.getUserMedia(CAMERA_CONSTRAINTS).then(
      (media) => {
        if (!active) return stopAll(media);
        opened = media;
        setStream(media);
        setTorchOn(false);
        setStatus({ kind: 'live' });
        // Unplugged, or access revoked from the browser's site settings.
        media.getVideoTracks()[0]?.addEventListener('ended', () => {
          if (active) setStatus({ kind: 'unavailable', problem: 'failed' });
        });
      },
      (error: unknown) => {
        if (active) setStatus({ kind: 'unavailable', problem: problemForMediaError(error) });
      },
    );
    return () => {
      active = false;
      if (opened) stopAll(opened);
      setStream(null);
    };
  }, [wanted, attempt]);

  useEffect(() => {
    if (!video) return;
    video.srcObject = stream;
    if (stream) video.play().catch(() => undefined); // autoplay of a muted inline video is allowed
  }, [video, stream]);

  const track = stream?.getVideoTracks()[0] ?? null;
  const torchAvailable = hasTorch(track);

  const toggleTorch = useCallback(async () => {
    if (!track) return;
    const next = !torchOn;
    await setTorch(track, next);
    setTorchOn(next);
  }, [track, torchOn]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { videoRef: setVideo, video, status, retry, torchAvailable, torchOn, toggleTorch };
}
