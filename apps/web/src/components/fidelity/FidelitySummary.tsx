import { List } from '@mantine/core';
import type { Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { fidelityLines } from './fidelityLines';

/**
 * In the preview: what a completed translation had to compromise, and how many addresses and
 * code spans it kept as they were. Nothing when there is neither.
 */
export function FidelitySummary({ translation }: { translation: Translation }) {
  const { t } = useTranslation();
  const report = translation.status === 'completed' ? translation.fidelity : null;
  if (!report) return null;
  const lines = [
    ...fidelityLines(t, report),
    ...(report.protectedSpans > 0 ? [t('fidelity.kept', { count: report.protectedSpans })] : []),
  ];
  if (lines.length === 0) return null;
  return (
    <section aria-label={t('fidelity.summary')} data-testid="fidelity-summary">
      <List size="sm" c="dimmed" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </section>
  );
}
