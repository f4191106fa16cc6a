import { useRef } from 'react';
import { IconLivePhoto, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import classes from './CameraScreen.module.css';

interface Props {
  canShoot: boolean;
  canPick: boolean;
  /** Undefined: no live mode here (native app, or not built in). */
  live: boolean | undefined;
  onShoot: () => void;
  onPickFile: (file: File) => void;
  /** The native app's photo picker; the web opens the file input instead. */
  onNativeGallery?: () => void;
  onLive: (on: boolean) => void;
}

/** Gallery, shutter and live mode, in one row at the bottom where the thumb is. */
export function CameraControls({
  canShoot,
  canPick,
  live,
  onShoot,
  onPickFile,
  onNativeGallery,
  onLive,
}: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={classes.controls}>
      <div className={classes.side}>
        <button
          type="button"
          className={classes.round}
          disabled={!canPick}
          aria-label={t('camera.galleryLabel')}
          onClick={() => (onNativeGallery ? onNativeGallery() : input.current?.click())}
          data-testid="camera-gallery"
        >
          <IconPhoto size={22} aria-hidden />
        </button>
        <span aria-hidden>{t('camera.gallery')}</span>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = ''; // the same photo can be picked again
            if (file) onPickFile(file);
          }}
          data-testid="camera-gallery-input"
        />
      </div>
      <button
        type="button"
        className={classes.shutter}
        disabled={!canShoot}
        aria-label={t('camera.shutter')}
        onClick={onShoot}
        data-testid="camera-shutter"
      />
      <div className={classes.side}>
        {live !== undefined && (
          <>
            <button
              type="button"
              className={classes.round}
              aria-pressed={live}
              aria-label={t('camera.liveLabel')}
              onClick={() => onLive(!live)}
              data-testid="camera-live-toggle"
            >
              <IconLivePhoto size={22} aria-hidden />
            </button>
            <span aria-hidden>{t('camera.live')}</span>
          </>
        )}
      </div>
    </div>
  );
}
