// The torch is a camera capability Chromium on Android exposes; the DOM types do not list it yet.
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };
type TorchConstraints = MediaTrackConstraintSet & { torch?: boolean };

/** True when the track says it can light the torch (getCapabilities().torch). */
export function hasTorch(track: MediaStreamTrack | null): boolean {
  if (!track || typeof track.getCapabilities !== 'function') return false;
  return Boolean((track.getCapabilities() as TorchCapabilities).torch);
}

export function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  const torch: TorchConstraints = { torch: on };
  return track.applyConstraints({ advanced: [torch] });
}
