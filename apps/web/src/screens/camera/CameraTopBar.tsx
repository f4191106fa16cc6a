import { IconBolt, IconBoltOff, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import classes from './CameraScreen.module.css';

interface Props {
  torchAvailable: boolean;
  torchOn: boolean;
  onTorch: () => void;
}

/** Close (back home), the screen's title (the app header is hidden here) and the torch. */
export function CameraTopBar({ torchAvailable, torchOn, onTorch }: Props) {
  const { t } = useTranslation();
  return (
    <div className={classes.top}>
      <Link to="/" className={classes.round} aria-label={t('camera.close')} data-testid="camera-close">
        <IconX size={22} aria-hidden />
      </Link>
      <h1 className={classes.title}>{t('camera.title')}</h1>
      {torchAvailable && (
        <button
          type="button"
          className={classes.round}
          aria-pressed={torchOn}
          aria-label={t('camera.torch')}
          onClick={onTorch}
          data-testid="camera-torch"
        >
          {torchOn ? <IconBolt size={22} aria-hidden /> : <IconBoltOff size={22} aria-hidden />}
        </button>
      )}
    </div>
  );
}
