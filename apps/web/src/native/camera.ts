import { Camera, CameraResultType, CameraSource } from '@capacitor/camera';
import { CAPTURE_MAX_SIDE_PX } from '@tolk/contract';
import { isNativePlatform } from '../api/config';

/** In the iOS/Android app the shutter and the gallery open the system camera and photo picker. */
export function usesNativeCamera(): boolean {
  return isNativePlatform();
}

export type NativePhotoSource = 'camera' | 'photos';

export interface NativePhoto {
  /** Base64 without a data: prefix. */
  base64: string;
  /** The image type, e.g. 'image/jpeg'. */
  type: string;
}

/**
 * A photo from the system camera or the photo library, upright and already near the size the app
 * sends. Rejects with the plugin's error when the user cancels or refuses access; the caller tells
 * those apart (cameraProblems.ts).
 */
export async function takeNativePhoto(source: NativePhotoSource): Promise<NativePhoto> {
  const photo = await Camera.getPhoto({
    source: source === 'camera' ? CameraSource.Camera : CameraSource.Photos,
    resultType: CameraResultType.Base64,
    correctOrientation: true,
    quality: 90,
    width: CAPTURE_MAX_SIDE_PX,
    height: CAPTURE_MAX_SIDE_PX,
    saveToGallery: false,
  });
  if (!photo.base64String) throw new Error('The camera returned no photo.');
  return { base64: photo.base64String, type: `image/${photo.format || 'jpeg'}` };
}
