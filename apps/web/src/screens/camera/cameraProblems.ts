/**
 * Why there is no live camera, for the explanation shown in its place:
 * - denied: the user (or a policy) refused camera access;
 * - no-camera: the device has no camera, or none that fits;
 * - busy: another app holds the camera;
 * - insecure: the page is not on https (or localhost), where browsers hide the camera;
 * - failed: anything else.
 */
export type CameraProblem = 'denied' | 'no-camera' | 'busy' | 'insecure' | 'failed';

function errorName(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const name = (error as { name?: unknown }).name;
  return typeof name === 'string' ? name : '';
}

/** getUserMedia's rejection as a problem kind (old Chrome and Firefox names included). */
export function problemForMediaError(error: unknown): CameraProblem {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'no-camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

/** Without navigator.mediaDevices there is no camera to ask for: an old browser or plain http. */
export function problemWithoutMediaDevices(secureContext: boolean): CameraProblem {
  return secureContext ? 'no-camera' : 'insecure';
}

/**
 * The native camera's rejection: null when the user just closed it (nothing to say), otherwise the
 * problem its message names. The plugin rejects with plain messages such as "User denied access to
 * camera", "User cancelled photos app" or "No camera available".
 */
export function problemForNativeError(error: unknown): CameraProblem | null {
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (/cancel/i.test(message)) return null;
  if (/denied|permission|not authori[sz]ed/i.test(message)) return 'denied';
  if (/no camera|camera (is )?not available|unavailable/i.test(message)) return 'no-camera';
  return 'failed';
}
