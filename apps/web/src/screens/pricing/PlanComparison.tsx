import { Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import type { PlanLimitsView } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { formatBytes, formatNumber } from '../../components/format';
import { PlanComparisonList } from './PlanComparisonList';
import classes from './Pricing.module.css';

/** What the free plan allows against premium, from the server's own figures. */
export function PlanComparison({ free, premium }: { free: PlanLimitsView; premium: PlanLimitsView }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const rows = [
    {
      label: t('pricing.compare.pages'),
      free: number(free.pagesPerMonth),
      premium: number(premium.pagesPerMonth),
    },
    {
      label: t('pricing.compare.storage'),
      free: formatBytes(free.storageBytes, i18n.language),
      premium: formatBytes(premium.storageBytes, i18n.language),
    },
    {
      label: t('pricing.compare.images'),
      free: number(free.imageTranslationsPerMonth),
      premium: number(premium.imageTranslationsPerMonth),
    },
  ];
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="pricing-compare"
      className={classes.compare}
    >
      <Title order={2} fz="h4" mb="sm" id="pricing-compare">
        {t('pricing.compare.title')}
      </Title>
      <Table verticalSpacing="sm" data-testid="plan-comparison" className={classes.compareTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{t('pricing.compare.limit')}</VisuallyHidden>
            </Table.Th>
            <Table.Th ta="end">{t('pricing.free')}</Table.Th>
            <Table.Th ta="end" c="var(--mantine-primary-color-light-color)" style={{ whiteSpace: 'nowrap' }}>
              <IconDiamond size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
              {t('pricing.premium')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" c="dimmed" span>
                  {row.free}
                </Text>
              </Table.Td>
              <Table.Td ta="end" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {row.premium}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <PlanComparisonList rows={rows} />
    </Card>
  );
}
