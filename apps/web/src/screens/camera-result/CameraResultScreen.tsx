import { useState } from 'react';
import { SegmentedControl, Stack, Title } from '@mantine/core';
import { CallableError } from '@tolk/client';
import type { Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { useImageBlocks } from '../../api/imageBlocks';
import { useTranslationProgress } from '../../api/translationProgress';
import { Route } from '../../components/TranslationStatus';
import { BlockOverlay } from './BlockOverlay';
import { ResultPanel } from './ResultPanel';
import { FailedCard, LoadingCard, MissingView, ProgressCard, type MissingReason } from './StatusViews';
import { Photo, Viewer, type PixelSize } from './Viewer';
import classes from './CameraResult.module.css';

type View = 'translated' | 'original';
/** Refusals that mean "no such photo for you": unknown, someone else's, or a malformed id. */
const MISSING_CODES = ['not-found', 'permission-denied', 'invalid-argument'];

function PhotoResult({ translation }: { translation: Translation }) {
  const { t } = useTranslation();
  const completed = translation.status === 'completed';
  const blocksQuery = useImageBlocks(translation.id, completed);
  const blocks = blocksQuery.data;
  const [view, setView] = useState<View>('translated');
  const [natural, setNatural] = useState<PixelSize>();
  const showTranslated = completed && view === 'translated' && translation.translatedFileId !== null;
  const fileId = showTranslated ? translation.translatedFileId : translation.originalFileId;
  const langFrom =
    translation.detectedLanguage ?? (translation.langFrom === 'auto' ? null : translation.langFrom);

  const toggle = completed && (
    <SegmentedControl
      value={view}
      onChange={(value) => setView(value as View)}
      data={[
        { value: 'translated', label: t('cameraResult.view.translated') },
        { value: 'original', label: t('cameraResult.view.original') },
      ]}
      radius="xl"
      size="sm"
      aria-label={t('cameraResult.view.label')}
      data-testid="camera-result-toggle"
      classNames={{
        root: classes.segments,
        label: classes.segmentLabel,
        indicator: classes.segmentIndicator,
      }}
    />
  );
  const hasBlocks = Boolean(blocks && blocks.blocks.length > 0);

  return (
    <div className={classes.root}>
      <Viewer
        size={blocks ? { width: blocks.width, height: blocks.height } : natural}
        topCentre={toggle}
        hint={completed && hasBlocks ? t('cameraResult.hint') : undefined}
      >
        <Photo
          key={fileId ?? 'none'}
          fileId={fileId}
          view={showTranslated ? 'translated' : 'original'}
          alt={t(showTranslated ? 'cameraResult.imageAlt.translated' : 'cameraResult.imageAlt.original')}
          dimmed={!completed}
          onSize={setNatural}
        />
        {completed && blocks && (
          <BlockOverlay blocks={blocks} langFrom={langFrom} langTo={translation.langTo} />
        )}
        {translation.status === 'failed' && <FailedCard translation={translation} />}
        {!completed && translation.status !== 'failed' && <ProgressCard translation={translation} />}
      </Viewer>
      {completed ? (
        <ResultPanel
          translation={translation}
          blocks={blocks}
          blocksFailed={blocksQuery.isError}
          onRetryBlocks={() => void blocksQuery.refetch()}
        />
      ) : (
        <section className={classes.panel}>
          <Stack gap={2}>
            <Title order={1} fz="h3" lineClamp={2}>
              {translation.fileName}
            </Title>
            <Route translation={translation} />
          </Stack>
        </section>
      )}
    </div>
  );
}

function missingReason(error: unknown): MissingReason {
  return error instanceof CallableError && MISSING_CODES.includes(error.code) ? 'notFound' : 'loadFailed';
}

/**
 * /camera/result?id=<translationId> (CameraResult; no header or navigation): the photo being
 * translated, then the translated photo with its text, or why there is nothing to show.
 */
export function CameraResultScreen() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const query = useTranslationProgress(id, { quietCodes: MISSING_CODES });
  const translation = query.data;

  let content;
  if (!id) content = <MissingView reason="noId" />;
  else if (translation && !translation.isImage) content = <MissingView reason="notImage" />;
  else if (translation) content = <PhotoResult key={translation.id} translation={translation} />;
  else if (query.isError)
    content = <MissingView reason={missingReason(query.error)} onRetry={() => void query.refetch()} />;
  else
    content = (
      <div className={classes.root}>
        <Viewer size={undefined}>
          <LoadingCard />
        </Viewer>
      </div>
    );
  return <div data-testid="screen-camera-result">{content}</div>;
}
