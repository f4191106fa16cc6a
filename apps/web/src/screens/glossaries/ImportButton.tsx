import { useRef, useState } from 'react';
import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { ConfirmModal } from '../../components/ConfirmModal';
import { GLOSSARY_FILE_ACCEPT } from './importFile';

interface Props {
  /** Terms the list holds now (saved or not): replacing them is asked first. */
  replaces: number;
  pending: boolean;
  onFile: (file: File) => void;
}

/** Picks a CSV or TSV file; a file that would replace terms is confirmed first. */
export function ImportButton({ replaces, pending, onFile }: Props) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<File | null>(null);
  // Cleared after each pick, so the same file can be picked again once it is fixed.
  const reset = useRef<() => void>(null);
  return (
    <>
      <FileButton
        accept={GLOSSARY_FILE_ACCEPT}
        onChange={(file) => {
          reset.current?.();
          if (file) (replaces > 0 ? setWaiting : onFile)(file);
        }}
        resetRef={reset}
        inputProps={{ 'aria-label': t('glossaries.import.file') }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={pending}
            data-testid="import-button"
          >
            {t('glossaries.import.button')}
          </Button>
        )}
      </FileButton>
      {waiting && (
        <ConfirmModal
          title={t('glossaries.import.replaceTitle')}
          message={t('glossaries.import.replaceMessage', { count: replaces, name: waiting.name })}
          confirmLabel={t('glossaries.import.replace')}
          onConfirm={() => {
            onFile(waiting);
            setWaiting(null);
          }}
          onClose={() => setWaiting(null)}
        />
      )}
    </>
  );
}
