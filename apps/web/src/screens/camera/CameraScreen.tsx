import { useCallback, useEffect, useState } from 'react';
import { Loader } from '@mantine/core';
import type { Translation } from '@tolk/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useQuota } from '../../api/account';
import { useCaptureTranslation } from '../../api/captures';
import { useHealth } from '../../api/health';
import { usePreferences } from '../../api/preferences';
import { notifyError } from '../../app/notifications/notify';
import { usesNativeCamera } from '../../native/camera';
import { initialPair, type LanguagePair } from '../../lib/languageChoice';
import { availableProviders, chooseProvider } from '../../lib/providerChoice';
import { useGlossaryPicker } from '../../components/GlossaryPicker';
import { usePairProblem } from '../../components/LanguageSelect';
import { CameraControls } from './CameraControls';
import { CameraTopBar } from './CameraTopBar';
import { CameraUnavailable } from './CameraUnavailable';
import { CaptureProgress } from './CaptureProgress';
import type { CapturedPhoto } from './grabFrame';
import { GlossaryBar } from './GlossaryBar';
import { LanguageBar } from './LanguageBar';
import { LiveLayer, liveModeAvailable } from './LiveLayer';
import { QuotaExhausted } from './QuotaExhausted';
import { useCameraStream } from './useCameraStream';
import { usePhotoSources } from './usePhotoSources';
import classes from './CameraScreen.module.css';

/**
 * /camera: a full-screen viewfinder. The shutter (or a gallery pick) sends the photo to
 * translateCapture and, once translated, opens /camera/result. The app header is hidden here.
 */
export function CameraScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const native = usesNativeCamera();
  const preferences = usePreferences();
  const health = useHealth();
  const quota = useQuota();
  const [picked, setPicked] = useState<LanguagePair | null>(null);
  const pair = picked ?? initialPair(preferences);
  const provider = chooseProvider(preferences.translationProvider, availableProviders(health.data?.engines));
  const pairProblem = usePairProblem(provider, pair.from, pair.to);
  const glossary = useGlossaryPicker(pair.from === 'auto' ? null : pair.from, pair.to);
  const { glossaryId } = glossary;
  const [live, setLive] = useState(false);
  const [photo, setPhoto] = useState<CapturedPhoto | null>(null);
  const camera = useCameraStream(!native);

  const openResult = useCallback(
    (translation: Translation) => navigate(`/camera/result?id=${encodeURIComponent(translation.id)}`),
    [navigate],
  );
  const capture = useCaptureTranslation(openResult);
  const { send } = capture;
  const busy = capture.phase.kind !== 'idle';

  const left = quota.data
    ? Math.max(0, quota.data.imageTranslationsQuota - quota.data.imageTranslationsUsed)
    : null;
  const exhausted = capture.quotaMessage !== null || left === 0;

  const translate = useCallback(
    (shot: CapturedPhoto, fileName: string) => {
      setPhoto(shot);
      const choice = glossaryId === undefined ? {} : { glossaryId };
      void send({ image: shot.base64, fileName, langFrom: pair.from, langTo: pair.to, provider, ...choice });
    },
    [send, pair.from, pair.to, provider, glossaryId],
  );
  const ready = !busy && !exhausted && !pairProblem;
  const sources = usePhotoSources({ video: camera.video, ready, translate });

  // The freeze-frame lasts as long as its translation; its object URL goes with it.
  useEffect(() => {
    if (!busy) setPhoto(null);
  }, [busy]);
  useEffect(() => {
    if (!photo) return;
    const url = photo.previewUrl;
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const problem = native
    ? sources.nativeProblem
    : camera.status.kind === 'unavailable'
      ? camera.status.problem
      : null;
  const liveShown = !native && liveModeAvailable && camera.status.kind === 'live';

  return (
    <div className={classes.root} data-testid="screen-camera">
      <video
        ref={camera.videoRef}
        className={classes.video}
        data-hidden={camera.status.kind !== 'live' || undefined}
        playsInline
        muted
        autoPlay
        aria-hidden
        data-testid="camera-video"
      />
      {liveShown && live && (
        // Paused, not unmounted, while a photo translates: the on-device reader stays warm.
        <div className={classes.layer} hidden={busy}>
          <LiveLayer
            video={camera.video}
            langFrom={pair.from}
            langTo={pair.to}
            glossaryId={glossaryId}
            enabled={!busy}
          />
        </div>
      )}
      {photo && <img src={photo.previewUrl} alt="" className={classes.freeze} />}
      <CameraTopBar
        torchAvailable={!native && camera.torchAvailable}
        torchOn={camera.torchOn}
        onTorch={() => void camera.toggleTorch().catch(() => notifyError(t('camera.errors.torchFailed')))}
      />
      {busy ? (
        <CaptureProgress translation={capture.translation} onCancel={capture.cancel} />
      ) : problem ? (
        <CameraUnavailable
          problem={problem}
          native={native}
          onRetry={native ? sources.retryNative : camera.retry}
        />
      ) : camera.status.kind === 'starting' ? (
        <div className={classes.center} role="status">
          <Loader color="white" size="md" aria-label={t('camera.starting')} />
        </div>
      ) : native ? (
        <div className={classes.center}>
          <p className={classes.hint}>{t('camera.nativeHint')}</p>
        </div>
      ) : null}
      <div className={classes.bottom}>
        {exhausted && (
          <QuotaExhausted
            message={
              capture.quotaMessage ??
              t('camera.quota.exhausted', { count: quota.data?.imageTranslationsQuota ?? 0 })
            }
            liveAvailable={liveShown}
          />
        )}
        <LanguageBar
          pair={pair}
          provider={provider}
          problem={pairProblem}
          fallbackSource={preferences.defaultSourceLang}
          disabled={busy}
          onChange={setPicked}
        />
        <GlossaryBar picker={glossary} disabled={busy} />
        <CameraControls
          canShoot={ready && (native || camera.status.kind === 'live')}
          canPick={ready}
          live={liveShown ? live : undefined}
          onShoot={sources.shoot}
          onPickFile={sources.pickFile}
          onNativeGallery={native ? sources.openNativeGallery : undefined}
          onLive={setLive}
        />
        {left !== null && !exhausted && (
          <p className={classes.hint} data-testid="camera-quota-left">
            {t('camera.quota.left', { count: left })}
          </p>
        )}
      </div>
    </div>
  );
}
