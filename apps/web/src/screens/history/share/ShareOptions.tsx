import { SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { SHARE_EXPIRY_CHOICES } from '@tolk/contract';
import { useTranslation } from '../../../app/i18n/useTranslation';

export interface ShareChoices {
  /** Days, or null for no expiry. */
  expiresInDays: number | null;
  allowDownload: boolean;
  includeOriginal: boolean;
}

const NEVER = 'never';

/** How long a new link lives and what it lets visitors do. */
export function ShareOptions({
  value,
  onChange,
}: {
  value: ShareChoices;
  onChange: (next: ShareChoices) => void;
}) {
  const { t } = useTranslation();
  const expiry = SHARE_EXPIRY_CHOICES.map((days) => ({
    value: days === null ? NEVER : String(days),
    label: days === null ? t('share.never') : t('share.days', { count: days }),
  }));
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" fw={500} id="share-expiry-label">
          {t('share.expiry')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="share-expiry-label"
          data-testid="share-expiry"
          value={value.expiresInDays === null ? NEVER : String(value.expiresInDays)}
          onChange={(next) => onChange({ ...value, expiresInDays: next === NEVER ? null : Number(next) })}
          data={expiry}
        />
      </Stack>
      <Switch
        label={t('share.allowDownload')}
        description={t('share.allowDownloadHint')}
        checked={value.allowDownload}
        onChange={(event) => onChange({ ...value, allowDownload: event.currentTarget.checked })}
        data-testid="share-allow-download"
      />
      <Switch
        label={t('share.includeOriginal')}
        description={t('share.includeOriginalHint')}
        checked={value.includeOriginal}
        onChange={(event) => onChange({ ...value, includeOriginal: event.currentTarget.checked })}
        data-testid="share-include-original"
      />
    </Stack>
  );
}
