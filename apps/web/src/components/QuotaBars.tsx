import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Quota } from '@tolk/contract';
import { useTranslation } from 'react-i18next';
import { formatBytes, percentUsed } from './format';

function QuotaBar({
  label,
  used,
  limit,
  valueText,
}: {
  label: string;
  used: number;
  limit: number;
  valueText: string;
}) {
  const percent = percentUsed(used, limit);
  const color = percent >= 100 ? 'red' : percent >= 80 ? 'orange' : undefined;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" ta="right">
          {valueText}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={color}
        size="lg"
        radius="xl"
        aria-label={label}
        aria-valuetext={valueText}
      />
    </Stack>
  );
}

/** Pages, storage and image translations used against the user's limits. */
export function QuotaBars({ quota }: { quota: Quota }) {
  const { t, i18n } = useTranslation();
  // Premium limits run into thousands: "12 of 1,000", in the reader's own digits.
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const of = (used: string | number, limit: string | number) =>
    t('quota.usedOf', {
      used: typeof used === 'number' ? number(used) : used,
      limit: typeof limit === 'number' ? number(limit) : limit,
    });
  return (
    <Stack gap="md">
      <QuotaBar
        label={t('quota.pages')}
        used={quota.pagesUsed}
        limit={quota.freePageLimit}
        valueText={of(quota.pagesUsed, quota.freePageLimit)}
      />
      <QuotaBar
        label={t('quota.storage')}
        used={quota.storageUsed}
        limit={quota.storageQuota}
        valueText={of(
          formatBytes(quota.storageUsed, i18n.language),
          formatBytes(quota.storageQuota, i18n.language),
        )}
      />
      <QuotaBar
        label={t('quota.images')}
        used={quota.imageTranslationsUsed}
        limit={quota.imageTranslationsQuota}
        valueText={of(quota.imageTranslationsUsed, quota.imageTranslationsQuota)}
      />
    </Stack>
  );
}
