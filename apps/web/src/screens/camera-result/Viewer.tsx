import type { CSSProperties, ReactNode } from 'react';
import { ActionIcon, Loader } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Link } from 'react-router';
import { useFileSrc } from '../../api/useFileSrc';
import classes from './CameraResult.module.css';

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The dark photo stage: a close button back to the camera, an optional control in the top bar,
 * and a frame with exactly the photo's shape (`size`) for the image and anything laid over it.
 */
export function Viewer({
  size,
  topCentre,
  hint,
  children,
}: {
  size: PixelSize | undefined;
  topCentre?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const shape = size && size.width > 0 && size.height > 0 ? size : { width: 3, height: 4 };
  const style = {
    '--ratio': `${shape.width} / ${shape.height}`,
    '--aspect': String(shape.width / shape.height),
  } as CSSProperties;
  return (
    <section className={classes.viewer} style={style} aria-label={t('cameraResult.viewerLabel')}>
      <div className={classes.topbar}>
        <ActionIcon
          component={Link}
          to="/camera"
          variant="subtle"
          size="xl"
          radius="xl"
          className={classes.close}
          aria-label={t('cameraResult.close')}
        >
          <IconX size={22} />
        </ActionIcon>
        <div className={classes.topbarCentre}>{topCentre}</div>
      </div>
      <div className={classes.stage}>
        <div className={classes.frame}>{children}</div>
      </div>
      {hint && <p className={classes.hint}>{hint}</p>}
    </section>
  );
}

/** One of the photo's files, loaded through a signed URL; reports its pixel size once loaded. */
export function Photo({
  fileId,
  alt,
  view,
  dimmed = false,
  onSize,
}: {
  fileId: string | null;
  alt: string;
  view: 'translated' | 'original';
  dimmed?: boolean;
  onSize?: (size: PixelSize) => void;
}) {
  const { t } = useTranslation();
  const src = useFileSrc(fileId);
  if (!src)
    return (
      <div className={classes.imageLoading}>
        {fileId && <Loader color="gray" size="sm" aria-label={t('cameraResult.loadingImage')} />}
      </div>
    );
  return (
    <img
      src={src}
      alt={alt}
      className={dimmed ? `${classes.image} ${classes.dimmed}` : classes.image}
      data-testid="camera-result-image"
      data-view={view}
      draggable={false}
      onLoad={(event) =>
        onSize?.({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
      }
    />
  );
}
