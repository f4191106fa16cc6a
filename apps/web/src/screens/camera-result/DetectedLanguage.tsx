import { useCallback, useEffect, useId, useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { LanguageCode, Translation } from '@tolk/contract';
import { useNavigate } from 'react-router';
import { useCaptureTranslation } from '../../api/captures';
import { downloadUrl } from '../../api/downloads';
import { notifyError } from '../../app/notifications/notify';
import { useTranslation } from '../../app/i18n/useTranslation';
import { LanguageSelect } from '../../components/LanguageSelect';
import { languageName } from '../../lib/languageNames';

/** The photo as translateCapture takes it (base64, no data: prefix): its stored original, read back. */
async function originalPhoto(fileId: string): Promise<string> {
  const response = await fetch(await downloadUrl(fileId));
  if (!response.ok) throw new Error(`The photo could not be read (${response.status})`);
  const blob = await response.blob();
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(blob);
  });
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/**
 * "Detected: English · Change" for a photo translated with the source left to detection: the
 * language it was taken to be in, and a picker that translates the photo again from another one
 * (a new capture, one more photo translation, whose result replaces this screen).
 */
export function DetectedLanguage({ translation }: { translation: Translation }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const pickerId = useId();
  const [changing, setChanging] = useState(false);
  const [reading, setReading] = useState(false);
  const [chosen, setChosen] = useState<LanguageCode | null>(null);
  const openResult = useCallback(
    (done: Translation) => navigate(`/camera/result?id=${encodeURIComponent(done.id)}`, { replace: true }),
    [navigate],
  );
  const capture = useCaptureTranslation(openResult);
  // Opening the picker takes the keyboard there; the picker's own label says what it changes.
  useEffect(() => {
    if (changing) document.getElementById(pickerId)?.focus();
  }, [changing, pickerId]);
  const detected = translation.detectedLanguage as LanguageCode | null;
  if (translation.langFrom !== 'auto' || !detected || !translation.originalFileId) return null;
  const originalFileId = translation.originalFileId;
  const busy = reading || capture.phase.kind !== 'idle';
  const language = languageName(detected, i18n.language);

  const translateFrom = async (from: LanguageCode) => {
    if (from === detected) return setChanging(false);
    setChosen(from);
    setReading(true);
    try {
      const image = await originalPhoto(originalFileId);
      await capture.send({
        image,
        fileName: translation.fileName,
        langFrom: from,
        langTo: translation.langTo as LanguageCode,
        provider: translation.provider,
      });
    } catch {
      notifyError(t('cameraResult.detected.failed'));
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap={6} data-testid="camera-result-detected">
      <Group gap={6} wrap="wrap">
        <Text size="sm" data-testid="camera-result-detected-language">
          {t('cameraResult.detected.label', { language })}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden>
          ·
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setChanging((open) => !open)}
          aria-expanded={changing}
          aria-controls={changing ? pickerId : undefined}
          aria-label={t('cameraResult.detected.changeLabel', { language })}
          disabled={busy}
          data-testid="camera-result-change-language"
        >
          {t('cameraResult.detected.change')}
        </Button>
      </Group>
      {changing && (
        <LanguageSelect
          id={pickerId}
          provider={translation.provider}
          side="source"
          value={chosen ?? detected}
          onChange={(from) => void translateFrom(from as LanguageCode)}
          label={t('cameraResult.detected.pick')}
          description={t('cameraResult.detected.cost')}
          disabled={busy}
          searchable
          data-testid="camera-result-source"
        />
      )}
      {busy && chosen && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">
            {t('cameraResult.detected.translating', { language: languageName(chosen, i18n.language) })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
