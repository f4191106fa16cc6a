import { ActionIcon, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useDownloadLink } from '../../api/downloads';
import classes from './History.module.css';

/**
 * A row's download button. Its signed URL is asked for on hover or focus, not for every row of
 * the list at once; a click before the answer waits for it.
 */
export function TranslatedDownload({ fileId, fileName }: { fileId: string; fileName: string }) {
  const { t } = useTranslation();
  const link = useDownloadLink(fileId);
  return (
    <Tooltip label={t('history.download.translated')} withArrow>
      <ActionIcon
        component="a"
        {...link}
        download=""
        variant="subtle"
        color="gray"
        className={classes.hideNarrow}
        data-testid="download-translated"
        aria-label={t('history.download.translatedOf', { name: fileName })}
      >
        <IconDownload size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
