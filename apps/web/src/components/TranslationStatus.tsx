import { Alert, Button, Group, Loader, Stack, Text, type ButtonProps } from '@mantine/core';
import { TRANSLATION_PROVIDERS, type Translation, type TranslationProvider } from '@tolk/contract';
import { IconAlertCircle, IconCheck, IconDownload, IconHistory, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../app/i18n/useTranslation';
import { useDownloadLink } from '../api/downloads';
import { translationFailure } from '../api/errors';
import { useTranslationProgress } from '../api/translationProgress';
import { languageName } from '../lib/languageNames';
import { availableProviders, providerLabel } from '../lib/providerChoice';
import { useHealth } from '../api/health';
import { LanguagePair } from './LanguagePair';
import { TranslationProgress } from './TranslationProgress';
import { stagesFor, stepState } from '../lib/stages';
import classes from './TranslationStatus.module.css';

function Steps({ translation, usesOcr }: { translation: Translation; usesOcr: boolean }) {
  const { t } = useTranslation();
  return (
    <ol className={classes.steps} aria-label={t('home.stages.label')}>
      {stagesFor(usesOcr || translation.stage === 'ocr').map((step) => {
        const state = stepState(step, translation.status, translation.stage);
        return (
          <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {state === 'done' && <IconCheck size={12} stroke={3} aria-hidden />}
            {t(`home.stages.${step}`)}
          </li>
        );
      })}
    </ol>
  );
}

/** A download of a finished file through a signed URL (asked for at once: two buttons at most). */
function DownloadButton({
  fileId,
  testId,
  variant,
  children,
}: {
  fileId: string;
  testId: string;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}) {
  const link = useDownloadLink(fileId, { eager: true });
  return (
    <Button
      component="a"
      {...link}
      download
      variant={variant}
      leftSection={<IconDownload size={18} />}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/**
 * Under an offline translation: it is a draft, and which providers translate better: to choose
 * now when this server has them, or for its administrator to set up.
 */
function OfflineDraftNotice() {
  const { t, i18n } = useTranslation();
  const engines = useHealth().data?.engines;
  const others = TRANSLATION_PROVIDERS.filter((provider) => provider !== 'local');
  const configured = availableProviders(engines).filter((provider) => provider !== 'local');
  const names = (providers: readonly TranslationProvider[]) =>
    new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
      providers.map((provider) => providerLabel(t, provider)),
    );
  return (
    <Text size="xs" c="dimmed" data-testid="offline-draft">
      {configured.length > 0
        ? t('home.done.offlineDraftChoose', { providers: names(configured) })
        : t('home.done.offlineDraftSetUp', { providers: names(others) })}
    </Text>
  );
}

function Done({ translation }: { translation: Translation }) {
  const { t } = useTranslation();
  const actions = useRef<HTMLDivElement>(null);
  // The Translate button that had focus is gone now: focus the first download rather than leave
  // keyboard users at the top of the page (a dozen Tabs from here). Focus elsewhere stays put.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body)
      actions.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);
  return (
    <Stack gap="sm" data-testid="translation-done">
      <Group gap="xs" c="teal">
        <IconCheck size={18} aria-hidden />
        <Text fw={600} size="sm" role="status">
          {t('home.done.title')}
        </Text>
      </Group>
      {translation.provider === 'local' && <OfflineDraftNotice />}
      <div className={classes.actions} ref={actions}>
        {translation.translatedFileId && (
          <DownloadButton fileId={translation.translatedFileId} testId="download-translated">
            {t('home.done.downloadTranslated')}
          </DownloadButton>
        )}
        {translation.bilingualFileId && (
          <DownloadButton fileId={translation.bilingualFileId} testId="download-bilingual" variant="light">
            {t('home.done.downloadBilingual')}
          </DownloadButton>
        )}
        <Button
          component={Link}
          to="/history"
          variant="subtle"
          leftSection={<IconHistory size={18} />}
          data-testid="open-history"
        >
          {t('home.done.openHistory')}
        </Button>
      </div>
    </Stack>
  );
}

/** "English → Spanish · Offline (Apertium) · pages 3–5": what was asked for, under every state. */
export function Route({ translation }: { translation: Translation }) {
  const { t, i18n } = useTranslation();
  const from = translation.detectedLanguage ?? translation.langFrom;
  return (
    <Text size="xs" c="dimmed" data-testid="translation-route">
      <LanguagePair
        from={from === 'auto' ? t('home.translate.auto') : languageName(from, i18n.language)}
        to={languageName(translation.langTo, i18n.language)}
      />{' '}
      · {providerLabel(t, translation.provider)}
      {translation.pageRange && ` · ${t('home.pages.range', translation.pageRange)}`}
      {translation.bilingual && ` · ${t('home.translate.bilingual')}`}
    </Text>
  );
}

/**
 * Follows one translation: stage and percent while it runs, downloads when done, retry when failed.
 * `onRetry` starts the failed translation again (the screen decides how it follows the new run).
 */
export function TranslationStatus({
  translationId,
  usesOcr,
  onRetry,
}: {
  translationId: string;
  usesOcr: boolean;
  onRetry: (translationId: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const query = useTranslationProgress(translationId);
  const translation = query.data;
  if (!translation)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('home.stages.queued')}
        </Text>
      </Group>
    );
  return (
    <Stack gap="xs">
      <Route translation={translation} />
      <StatusBody translation={translation} usesOcr={usesOcr} onRetry={onRetry} />
    </Stack>
  );
}

function StatusBody({
  translation,
  usesOcr,
  onRetry,
}: {
  translation: Translation;
  usesOcr: boolean;
  onRetry: (translationId: string) => Promise<void>;
}) {
  const { t } = useTranslation();

  if (translation.status === 'completed') return <Done translation={translation} />;
  if (translation.status === 'failed')
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('home.failed.title')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm" data-testid="translation-error">
            {translationFailure(translation, t('home.failed.generic'))}
          </Text>
          <Button
            size="xs"
            color="red"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void onRetry(translation.id)}
            data-testid="retry-button"
          >
            {t('home.failed.retry')}
          </Button>
        </Stack>
      </Alert>
    );

  return (
    <Stack gap={6}>
      <TranslationProgress
        translation={translation}
        label={t('home.stages.progressLabel')}
        testId="translation-progress"
      />
      <Steps translation={translation} usesOcr={usesOcr} />
    </Stack>
  );
}
