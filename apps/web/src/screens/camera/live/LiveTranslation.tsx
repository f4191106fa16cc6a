import { Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { LiveOverlay } from './LiveOverlay';
import { useLiveReading } from './useLiveReading';
import classes from './LiveTranslation.module.css';

export interface LiveTranslationProps {
  video: HTMLVideoElement | null;
  /** 'auto' or a language code. */
  langFrom: string;
  langTo: string;
  /** Absent: the pair's default glossary; null: none. */
  glossaryId?: string | null | undefined;
  enabled: boolean;
}

function languageLabel(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Live mode over the camera preview: what the camera sees, read on the device about once a second
 * and translated, as boxes over the lines and as text in a panel. Mount it in a positioned box that
 * also holds the video.
 */
export function LiveTranslation({ video, langFrom, langTo, glossaryId, enabled }: LiveTranslationProps) {
  const { t, i18n } = useTranslation();
  const reading = useLiveReading(video, langFrom, langTo, enabled, glossaryId);
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  if (!enabled) return null;

  const text = reading.items.map((item) => item.translation).join('\n');
  let status: string | null = null;
  if (reading.status === 'loading') status = t('cameraLive.loading');
  else if (reading.status === 'unsupported-language')
    status = t('cameraLive.unsupportedLanguage', { language: languageLabel(langFrom, i18n.language) });
  else if (reading.status === 'failed') status = t('cameraLive.failed');
  else if (reading.status === 'reading' && !text) status = t('cameraLive.pointAtText');

  return (
    <div className={classes.layer} ref={setLayer}>
      {video && layer && reading.frame && (
        <LiveOverlay video={video} layer={layer} frame={reading.frame} items={reading.items} />
      )}
      <div
        className={classes.panel}
        aria-label={t('cameraLive.panelLabel')}
        role="region"
        // It scrolls when the camera reads many lines: reachable by keyboard to be scrolled.
        tabIndex={0}
      >
        <div className={classes.panelText} data-testid="camera-live-text" aria-live="polite" lang={langTo}>
          {text}
        </div>
        {status && (
          <div className={classes.status} role={reading.status === 'failed' ? 'alert' : 'status'}>
            {reading.status === 'loading' && <Loader size="xs" color="gray.2" />}
            <span>{status}</span>
          </div>
        )}
        {reading.translateFailed && (
          <div className={classes.status} role="status">
            {t('cameraLive.translateFailed')}
          </div>
        )}
      </div>
    </div>
  );
}
