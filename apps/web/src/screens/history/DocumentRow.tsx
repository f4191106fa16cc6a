import { memo, type MouseEvent } from 'react';
import { ActionIcon, Checkbox, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { Folder, Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { LanguagePair } from '../../components/LanguagePair';
import { DocThumb } from './DocThumb';
import { DocumentMenu, type DocumentAction } from './DocumentMenu';
import { FidelityNotice } from './FidelityNotice';
import { FolderMark } from './FolderMark';
import { formatShortDate, languageName, sourceLanguage } from '../../lib/labels';
import { RenameInput } from './RenameInput';
import { SharedMark } from './share/SharedMark';
import { StatusBadge } from './StatusBadge';
import { TranslatedDownload } from './TranslatedDownload';
import classes from './History.module.css';

export interface DocumentRowProps {
  translation: Translation;
  selected: boolean;
  renaming: boolean;
  /** The document's folder, from the top, when the list shows more than one folder's documents. */
  folderPath?: readonly Folder[] | undefined;
  onSelect: (id: string, shift: boolean) => void;
  onAction: (translation: Translation, action: DocumentAction) => void;
  onRenameDone: () => void;
}

export const DocumentRow = memo(function DocumentRow({
  translation,
  selected,
  renaming,
  folderPath,
  onSelect,
  onAction,
  onRenameDone,
}: DocumentRowProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const from = languageName(sourceLanguage(translation), locale) || t('history.doc.autoDetect');
  const to = languageName(translation.langTo, locale);
  const act = (action: DocumentAction) => onAction(translation, action);
  // An image costs an image translation, not pages.
  const amount = translation.isImage
    ? t('history.doc.image')
    : t('history.doc.pages', { count: translation.pages });
  return (
    <li
      className={classes.row}
      data-testid="doc-row"
      data-name={translation.fileName}
      data-selected={selected || undefined}
    >
      <Checkbox
        data-testid="doc-select"
        checked={selected}
        aria-label={t('history.doc.select', { name: translation.fileName })}
        onChange={() => undefined}
        onClick={(event: MouseEvent<HTMLInputElement>) => onSelect(translation.id, event.shiftKey)}
      />
      <DocThumb translation={translation} />
      <div className={classes.rowMain}>
        {renaming ? (
          <RenameInput translation={translation} onDone={onRenameDone} />
        ) : (
          <UnstyledButton
            className={classes.rowName}
            data-part="name"
            onClick={() => act('preview')}
            onDoubleClick={() => act('rename')}
            title={translation.fileName}
          >
            {translation.fileName}
          </UnstyledButton>
        )}
        <Text size="xs" c="dimmed" className={classes.rowMeta} component="div">
          <span className={classes.langs}>
            <LanguagePair from={from} to={to} />
          </span>
          <span className={classes.midOnly}>
            {amount} · {formatShortDate(translation.createdAt, locale)}
          </span>
          {folderPath && <FolderMark path={folderPath} />}
        </Text>
      </div>
      <div className={classes.rowStatus}>
        <StatusBadge translation={translation} />
        <SharedMark translationId={translation.id} />
        <Text size="xs" c="dimmed" className={classes.phoneMeta}>
          {amount} · {formatShortDate(translation.createdAt, locale)}
        </Text>
      </div>
      <Text size="sm" c="dimmed" className={classes.rowPages} data-part="pages">
        {amount}
      </Text>
      <Text size="sm" c="dimmed" className={classes.rowDate} data-part="date">
        {formatShortDate(translation.createdAt, locale)}
      </Text>
      <div className={classes.rowActions} data-part="actions">
        <Tooltip label={t('history.doc.preview')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            className={classes.hideNarrow}
            data-testid="preview-open"
            aria-label={t('history.doc.previewOf', { name: translation.fileName })}
            onClick={() => act('preview')}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
        {translation.translatedFileId && (
          <TranslatedDownload fileId={translation.translatedFileId} fileName={translation.fileName} />
        )}
        <DocumentMenu translation={translation} onAction={act} />
      </div>
      <FidelityNotice translation={translation} />
    </li>
  );
});
