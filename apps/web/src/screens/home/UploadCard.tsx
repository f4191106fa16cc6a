import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { Preferences } from '@tolk/contract';
import type { Ref } from 'react';
import { IconAlertCircle, IconRefresh, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useAuth } from '../../api/authStore';
import { uploadFailureKey } from '../../api/uploadErrors';
import { formatBytes } from '../../components/format';
import { AnalysisSummary } from './AnalysisSummary';
import { FilePreview } from './FilePreview';
import { analyze, retryTranslation, translate, uploadStore } from './homeFlow';
import { TranslateForm } from './TranslateForm';
import { TranslationStatus } from '../../components/TranslationStatus';
import type { UploadItem } from './uploadStore';
import classes from './UploadCard.module.css';

function UploadProgress({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  const waiting = item.phase === 'waiting';
  const label = waiting
    ? t('home.upload.waiting')
    : t('home.upload.uploading', { percent: item.uploadPercent });
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {label}
      </Text>
      <Progress
        value={item.uploadPercent}
        size="md"
        radius="xl"
        striped={waiting}
        aria-label={t('home.upload.progressLabel', { name: item.file.name })}
        aria-valuetext={label}
        data-testid="upload-progress"
      />
    </Stack>
  );
}

function UploadFailed({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const failure = item.uploadFailure;
  if (!failure) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('home.upload.failedTitle')}
      data-testid="upload-error"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{failure.serverMessage ?? t(uploadFailureKey(failure.kind))}</Text>
        <Group gap="xs">
          {failure.retryable && user && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} />}
              onClick={() => uploadStore.retryUpload(item.key, user.id)}
            >
              {t('home.upload.retry')}
            </Button>
          )}
          {failure.upgradeHelps && (
            <Button component={Link} to="/pricing" size="xs" color="red">
              {t('home.quota.upgrade')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

function Body({ item, preferences }: { item: UploadItem; preferences: Preferences }) {
  const { t } = useTranslation();
  if (item.phase === 'waiting' || item.phase === 'uploading') return <UploadProgress item={item} />;
  if (item.phase === 'upload-failed') return <UploadFailed item={item} />;
  if (item.phase === 'analyzing')
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('home.analysis.running')}
        </Text>
      </Group>
    );
  if (item.phase === 'analysis-failed' || !item.analysis)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('home.analysisFailed')}
      >
        <Stack gap="xs" align="flex-start">
          {item.analysisError && <Text size="sm">{item.analysisError}</Text>}
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void analyze(item.key)}
          >
            {t('home.upload.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="md">
      <AnalysisSummary analysis={item.analysis} showQuota={!item.translationId} />
      <Divider />
      {item.translationId ? (
        <TranslationStatus
          translationId={item.translationId}
          usesOcr={item.analysis.needsOcr}
          onRetry={retryTranslation}
        />
      ) : (
        <>
          <TranslateForm
            analysis={item.analysis}
            preferences={preferences}
            submitting={item.submitting}
            onTranslate={(choice) => void translate(item.key, choice)}
          />
          {item.translateError && (
            <Group gap="xs" role="alert" data-testid="translate-error">
              <Text size="sm" c="red">
                {item.translateError.message}
              </Text>
              {item.translateError.upgradeHelps && (
                <Button component={Link} to="/pricing" size="xs" variant="light" color="red">
                  {t('home.quota.upgrade')}
                </Button>
              )}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

/** One file: preview and name, then upload progress, analysis, choices and the translation. */
export function UploadCard({
  item,
  preferences,
  ref,
}: {
  item: UploadItem;
  preferences: Preferences;
  /** The card's element, for bringing a new card into view (it can take focus then). */
  ref?: Ref<HTMLElement>;
}) {
  const { t, i18n } = useTranslation();
  const inFlight = item.phase === 'waiting' || item.phase === 'uploading';
  // The server decides the format from the content; until it has, the name's guess is shown.
  const format = item.analysis?.format ?? item.guessedFormat;
  const closeLabel = inFlight
    ? t('home.upload.cancel', { name: item.file.name })
    : t('home.upload.remove', { name: item.file.name });
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      className={classes.card}
      data-testid="upload-card"
      component="article"
      aria-label={item.file.name}
      ref={ref}
      tabIndex={-1}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <FilePreview file={item.file} format={format} imageUrl={item.imageUrl} />
          <div className={classes.name}>
            <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }} title={item.file.name}>
              {item.file.name}
            </Text>
            <Text size="sm" c="dimmed">
              {formatBytes(item.file.size, i18n.language)}
              {format && ` · ${format.toUpperCase()}`}
            </Text>
          </div>
          <Tooltip label={closeLabel}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={closeLabel}
              onClick={() => void (inFlight ? uploadStore.cancel(item.key) : uploadStore.remove(item.key))}
              data-testid={inFlight ? 'cancel-upload' : 'remove-card'}
            >
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Body item={item} preferences={preferences} />
      </Stack>
    </Card>
  );
}
