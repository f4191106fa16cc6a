import { describe, expect, it } from 'vitest';
import { problemForMediaError, problemForNativeError, problemWithoutMediaDevices } from './cameraProblems';

const domError = (name: string) => Object.assign(new Error(`${name} happened`), { name });

describe('problemForMediaError', () => {
  it('explains a refused permission as denied', () => {
    expect(problemForMediaError(domError('NotAllowedError'))).toBe('denied');
    expect(problemForMediaError(domError('PermissionDeniedError'))).toBe('denied');
    expect(problemForMediaError(domError('SecurityError'))).toBe('denied');
  });

  it('explains a missing camera as no-camera', () => {
    expect(problemForMediaError(domError('NotFoundError'))).toBe('no-camera');
    expect(problemForMediaError(domError('DevicesNotFoundError'))).toBe('no-camera');
    expect(problemForMediaError(domError('OverconstrainedError'))).toBe('no-camera');
  });

  it('explains a camera held by another app as busy', () => {
    expect(problemForMediaError(domError('NotReadableError'))).toBe('busy');
    expect(problemForMediaError(domError('TrackStartError'))).toBe('busy');
  });

  it('falls back to failed for anything else, non-errors included', () => {
    expect(problemForMediaError(domError('TypeError'))).toBe('failed');
    expect(problemForMediaError('boom')).toBe('failed');
    expect(problemForMediaError(null)).toBe('failed');
  });
});

describe('problemWithoutMediaDevices', () => {
  it('says no camera on https and insecure on plain http', () => {
    expect(problemWithoutMediaDevices(true)).toBe('no-camera');
    expect(problemWithoutMediaDevices(false)).toBe('insecure');
  });
});

describe('problemForNativeError', () => {
  it('stays silent when the user closed the native camera or the photo picker', () => {
    expect(problemForNativeError(new Error('User cancelled photos app'))).toBeNull();
    expect(problemForNativeError(new Error('User cancelled taking photo'))).toBeNull();
  });

  it('reads denied and missing camera from the plugin messages', () => {
    expect(problemForNativeError(new Error('User denied access to camera'))).toBe('denied');
    expect(problemForNativeError(new Error('User denied access to photos'))).toBe('denied');
    expect(problemForNativeError(new Error('No camera available'))).toBe('no-camera');
    expect(problemForNativeError(new Error('Unable to process image'))).toBe('failed');
  });
});
