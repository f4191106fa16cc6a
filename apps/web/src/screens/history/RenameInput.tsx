import { useState } from 'react';
import { TextInput } from '@mantine/core';
import type { Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useRenameDocument } from '../../api/translations';
import { errorMessage } from '../../api/errors';

/** In-place rename: Enter or leaving the field saves, Escape puts the old name back. */
export function RenameInput({ translation, onDone }: { translation: Translation; onDone: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(translation.fileName);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameDocument();

  const save = () => {
    const fileName = value.trim();
    if (rename.isPending) return;
    if (!fileName) return setError(t('history.rename.required'));
    if (fileName === translation.fileName) return onDone();
    rename.mutate(
      { documentId: translation.id, fileName },
      {
        onSuccess: onDone,
        onError: (e) => setError(errorMessage(e, t('reasons.UPDATE_FILENAME_FAILED'))),
      },
    );
  };

  return (
    <TextInput
      data-testid="rename-input"
      aria-label={t('history.rename.label', { name: translation.fileName })}
      value={value}
      size="xs"
      autoFocus
      error={error}
      disabled={rename.isPending}
      onFocus={(event) => {
        const dot = event.currentTarget.value.lastIndexOf('.');
        event.currentTarget.setSelectionRange(0, dot > 0 ? dot : event.currentTarget.value.length);
      }}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        setError(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onDone();
        }
      }}
      onBlur={(event) => {
        // The row menu that opened the editor hands the focus back to its button as it closes.
        const to = event.relatedTarget as HTMLElement | null;
        if (to?.dataset.testid === 'doc-menu' && to.closest('li')?.contains(event.currentTarget)) {
          const input = event.currentTarget;
          requestAnimationFrame(() => input.focus());
          return;
        }
        if (!error) save();
      }}
    />
  );
}
