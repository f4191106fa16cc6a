import { Alert, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import type { ImportRefusal } from './importFile';

/** Nothing shown past this many lines: the first ones are enough to fix the file's pattern. */
const LINES_SHOWN = 20;

/** Why a file was not imported, with its bad lines, until the user closes it or imports again. */
export function ImportProblems({ refusal, onClose }: { refusal: ImportRefusal; onClose: () => void }) {
  const { t } = useTranslation();
  const hidden = refusal.lines.length - LINES_SHOWN;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={refusal.message}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      role="alert"
      data-testid="import-problems"
    >
      {refusal.lines.length > 0 && (
        <List size="sm" spacing={2}>
          {refusal.lines.slice(0, LINES_SHOWN).map(({ line, problem }, index) => (
            <List.Item key={index}>
              <Text span fw={600} size="sm">
                {line}
              </Text>
              {t('glossaries.import.separator')}
              {problem}
            </List.Item>
          ))}
        </List>
      )}
      {hidden > 0 && (
        <Text size="sm" mt={4}>
          {t('glossaries.import.moreLines', { count: hidden })}
        </Text>
      )}
    </Alert>
  );
}
