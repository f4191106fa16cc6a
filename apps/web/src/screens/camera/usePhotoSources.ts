import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { notifyError } from '../../app/notifications/notify';
import {
  takeNativePhoto,
  usesNativeCamera,
  type NativePhoto,
  type NativePhotoSource,
} from '../../native/camera';
import { problemForNativeError, type CameraProblem } from './cameraProblems';
import { base64ToBytes, photoFileName } from './frame';
import { captureImage, captureVideoFrame, type CapturedPhoto } from './grabFrame';

interface Options {
  video: HTMLVideoElement | null;
  /** False while a photo is on its way or the quota is used up. */
  ready: boolean;
  translate: (photo: CapturedPhoto, fileName: string) => void;
}

/**
 * Where a photo comes from: the live video (web), the system camera (native app), or the gallery
 * (a file input on the web, the photo picker in the app). Each is scaled and encoded the same way
 * and handed to `translate`. A native refusal is kept as `nativeProblem` for the explanation.
 */
export function usePhotoSources({ video, ready, translate }: Options) {
  const { t } = useTranslation();
  const [nativeProblem, setNativeProblem] = useState<CameraProblem | null>(null);
  // A second tap while the first photo is still being encoded must not send it twice.
  const taking = useRef(false);

  const take = useCallback(
    async (make: () => Promise<CapturedPhoto>, fileName: string, failureKey: string) => {
      if (taking.current) return;
      taking.current = true;
      try {
        translate(await make(), fileName);
      } catch {
        notifyError(t(failureKey));
      } finally {
        taking.current = false;
      }
    },
    [t, translate],
  );

  const fromNative = useCallback(
    async (source: NativePhotoSource) => {
      let photo: NativePhoto;
      try {
        photo = await takeNativePhoto(source);
        setNativeProblem(null);
      } catch (error) {
        const problem = problemForNativeError(error);
        if (problem) setNativeProblem(problem);
        return;
      }
      const blob = new Blob([base64ToBytes(photo.base64)], { type: photo.type });
      await take(
        () => captureImage(blob),
        photoFileName(t('camera.photoName'), new Date()),
        'camera.errors.unreadable',
      );
    },
    [t, take],
  );

  const shoot = useCallback(() => {
    if (!ready) return;
    if (usesNativeCamera()) return void fromNative('camera');
    if (!video || video.videoWidth === 0) return;
    void take(
      () => captureVideoFrame(video),
      photoFileName(t('camera.photoName'), new Date()),
      'camera.errors.captureFailed',
    );
  }, [ready, video, fromNative, take, t]);

  const pickFile = useCallback(
    (file: File) => {
      if (!ready) return;
      void take(
        () => captureImage(file),
        photoFileName(t('camera.photoName'), new Date(), file.name),
        'camera.errors.unreadable',
      );
    },
    [ready, take, t],
  );

  const openNativeGallery = useCallback(() => {
    if (ready) void fromNative('photos');
  }, [ready, fromNative]);

  return { shoot, pickFile, openNativeGallery, nativeProblem, retryNative: () => setNativeProblem(null) };
}
