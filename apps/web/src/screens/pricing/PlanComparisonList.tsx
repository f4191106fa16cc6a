import { Group, Stack, Text } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import classes from './Pricing.module.css';

export interface ComparisonRow {
  label: string;
  free: string;
  premium: string;
}

/**
 * The plan comparison for a narrow card (a phone, a large text size): each limit on its own, with
 * the free and premium figures under it, where a three-column table would not fit.
 */
export function PlanComparisonList({ rows }: { rows: readonly ComparisonRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="dl" gap="sm" m={0} className={classes.compareList}>
      {rows.map((row) => (
        <div key={row.label} className={classes.compareItem}>
          <Text component="dt" fw={600} size="sm">
            {row.label}
          </Text>
          <Group component="dd" m={0} justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" span>
              {t('pricing.free')}
            </Text>
            <Text size="sm" c="dimmed" span>
              {row.free}
            </Text>
          </Group>
          <Group component="dd" m={0} justify="space-between" gap="xs">
            <Text size="sm" span c="var(--mantine-primary-color-light-color)">
              <IconDiamond size="1em" aria-hidden className={classes.compareIcon} />
              {t('pricing.premium')}
            </Text>
            <Text size="sm" fw={700} span>
              {row.premium}
            </Text>
          </Group>
        </div>
      ))}
    </Stack>
  );
}
