import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Quota } from '@tolk/contract';
import { useTranslation } from '../app/i18n/useTranslation';
import { formatBytes, formatNumber, percentUsed } from './format';

function QuotaBar({
  label,
  used,
  limit,
  valueText,
  spokenText,
}: {
  label: string;
  used: number;
  limit: number;
  valueText: string;
  spokenText: string;
}) {
  const percent = percentUsed(used, limit);
  const color = percent >= 100 ? 'red' : percent >= 80 ? 'orange' : undefined;
  return (
    <Stack gap={6}>
      {/* The figures stay whole: beside the label, or under it when both do not fit. */}
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" ta="end" ms="auto" style={{ whiteSpace: 'nowrap' }}>
          {valueText}
        </Text>
      </Group>
      {/* The whole bar is the progressbar, named, and read in words ("12 of 50 pages used"). */}
      <Progress.Root
        size="lg"
        radius="xl"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={spokenText}
      >
        <Progress.Section value={percent} color={color} withAria={false} />
      </Progress.Root>
    </Stack>
  );
}

/** Pages, storage and image translations used against the user's limits. */
export function QuotaBars({ quota }: { quota: Quota }) {
  const { t, i18n } = useTranslation();
  // Premium limits run into thousands: "12 of 1,000", in the reader's own digits.
  const number = (value: number) => formatNumber(value, i18n.language);
  const bytes = (value: number) => formatBytes(value, i18n.language);
  const bars = [
    { key: 'pages', used: quota.pagesUsed, limit: quota.freePageLimit, format: number },
    { key: 'storage', used: quota.storageUsed, limit: quota.storageQuota, format: bytes },
    { key: 'images', used: quota.imageTranslationsUsed, limit: quota.imageTranslationsQuota, format: number },
  ] as const;
  return (
    <Stack gap="md">
      {bars.map(({ key, used, limit, format }) => {
        const values = { used: format(used), limit: format(limit) };
        return (
          <QuotaBar
            key={key}
            label={t(`quota.${key}`)}
            used={used}
            limit={limit}
            valueText={t('quota.usedOf', values)}
            spokenText={t(`quota.spoken.${key}`, values)}
          />
        );
      })}
    </Stack>
  );
}
