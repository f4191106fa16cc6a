import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../app/i18n/useTranslation';

/** The glossaries are on their way, or could not be had (with a way to ask again). */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed)
    return (
      <Stack align="flex-start" gap="xs" role="alert">
        <Text c="dimmed">{t('common.loadFailed')}</Text>
        <Button variant="light" onClick={onRetry}>
          {t('glossaries.retry')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="lg" aria-busy>
      <Skeleton height={220} radius="lg" />
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}
