import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { errorMessage } from '../../api/errors';
import { fetchGlossaryFile } from '../../api/glossaries';
import { notifyError } from '../../app/notifications/notify';
import { saveBlob } from '../../lib/share';

/** Downloads the saved glossary as CSV (what spreadsheets and DeepL open) or TSV. */
export function ExportMenu({ glossaryId, disabled }: { glossaryId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const download = async (format: 'csv' | 'tsv') => {
    setPending(true);
    try {
      const file = await fetchGlossaryFile(glossaryId, format);
      saveBlob(new Blob([file.content], { type: file.contentType }), file.fileName);
    } catch (error) {
      notifyError(errorMessage(error, t('glossaries.export.failed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={pending}
          disabled={disabled}
          data-testid="export-button"
        >
          {t('glossaries.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download('csv')}>{t('glossaries.export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void download('tsv')}>{t('glossaries.export.tsv')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
