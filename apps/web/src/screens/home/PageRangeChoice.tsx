import { Anchor, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Analysis } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { pagePlan, shortForAll, splittable, type PageChoice, type PageMode } from './pageChoice';

interface Props {
  analysis: Analysis;
  choice: PageChoice;
  onChange: (choice: PageChoice) => void;
}

const typed = (value: string | number): number | '' =>
  typeof value === 'number' && Number.isInteger(value) ? value : '';

/**
 * All pages, the first pages the quota covers, or a range of a PDF, and what the choice costs in
 * pages of those left this month: said before Translate is pressed.
 */
export function PageRangeChoice({ analysis, choice, onChange }: Props) {
  const { t } = useTranslation();
  const plan = pagePlan(analysis, choice);
  const left = analysis.quota.pagesLeft;
  const short = shortForAll(analysis);
  const over = plan.pages !== null && plan.pages > left;
  const price = (
    <Group gap="xs" wrap="wrap">
      <Text
        size="sm"
        fw={500}
        c={over || !plan.valid ? 'red' : undefined}
        aria-live="polite"
        data-testid="page-price"
      >
        {plan.pages === null
          ? t('home.pages.invalid', { pages: analysis.pages })
          : over
            ? t('home.pages.tooMany', { count: plan.pages, left })
            : t('home.pages.price', { count: plan.pages, left })}
      </Text>
      {/* More pages than are left: premium is where the rest are. */}
      {over && (
        <Anchor component={Link} to="/pricing" size="sm" data-testid="pages-upgrade">
          {t('home.quota.upgrade')}
        </Anchor>
      )}
    </Group>
  );
  if (analysis.isImage) return null;
  if (!splittable(analysis)) return price;
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('home.pages.label')}
        value={choice.mode}
        onChange={(mode) => onChange({ ...choice, mode: mode as PageMode })}
        data-testid="page-choice"
      >
        <Stack gap="xs" mt={6}>
          <Radio
            value="all"
            label={t('home.pages.all', { count: analysis.pages })}
            description={short ? t('home.pages.allTooMany', { count: left }) : undefined}
            data-testid="pages-all"
          />
          {short && (
            <Radio value="first" label={t('home.pages.first', { count: left })} data-testid="pages-first" />
          )}
          <Radio value="some" label={t('home.pages.some')} data-testid="pages-some" />
        </Stack>
      </Radio.Group>
      {choice.mode === 'some' && (
        <Group gap="sm" align="flex-start" wrap="nowrap">
          {(['from', 'to'] as const).map((side) => (
            <NumberInput
              key={side}
              label={t(`home.pages.${side}`)}
              value={choice[side]}
              onChange={(value) => onChange({ ...choice, [side]: typed(value) })}
              min={1}
              max={analysis.pages}
              allowDecimal={false}
              allowNegative={false}
              error={!plan.valid}
              w={120}
              data-testid={`page-${side}`}
            />
          ))}
        </Group>
      )}
      {price}
    </Stack>
  );
}
