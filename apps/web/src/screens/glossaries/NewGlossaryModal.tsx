import { useState } from 'react';
import { FileInput, Switch } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { Glossary, Preferences } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useCreateGlossary, useImportGlossary, useUpdateGlossary } from '../../api/glossaries';
import { GlossaryFormModal, type GlossaryDetails } from './GlossaryFormModal';
import { ImportProblems } from './ImportProblems';
import classes from './Glossaries.module.css';
import { GLOSSARY_FILE_ACCEPT, importRefusal, readGlossaryFile, type ImportRefusal } from './importFile';

interface Props {
  preferences: Preferences;
  onCreated: (glossary: Glossary) => void;
  onClose: () => void;
}

/** A new pair glossary: empty, or the terms of a CSV or TSV file; the default of its pair if wanted. */
export function NewGlossaryModal({ preferences, onCreated, onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreateGlossary();
  const importFile = useImportGlossary();
  const update = useUpdateGlossary();
  const [file, setFile] = useState<File | null>(null);
  const [isDefault, setIsDefault] = useState(false);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const to = preferences.defaultTargetLang;
  const from =
    preferences.defaultSourceLang === to ? (to === 'en' ? 'es' : 'en') : preferences.defaultSourceLang;

  const submit = async (details: GlossaryDetails) => {
    if (!file) return create.mutate({ ...details, isDefault }, { onSuccess: onCreated });
    setRefusal(null);
    let imported: Glossary;
    try {
      imported = await importFile.mutateAsync({ ...details, content: await readGlossaryFile(file) });
    } catch (error) {
      return setRefusal(importRefusal(error));
    }
    if (!isDefault) return onCreated(imported);
    // An import has no default mark of its own: it is set once the glossary exists.
    update.mutate(
      { glossaryId: imported.glossaryId, isDefault },
      { onSettled: (marked) => onCreated(marked ?? imported) },
    );
  };

  return (
    <GlossaryFormModal
      title={t('glossaries.create.title')}
      submitLabel={t('glossaries.create.submit')}
      initial={{ name: '', langFrom: from, langTo: to }}
      pending={create.isPending || importFile.isPending || update.isPending}
      onSubmit={(details) => void submit(details)}
      onClose={onClose}
    >
      <Switch
        label={t('glossaries.defaultSwitch')}
        description={t('glossaries.defaultHint')}
        checked={isDefault}
        onChange={(event) => setIsDefault(event.currentTarget.checked)}
      />
      <FileInput
        label={t('glossaries.create.file')}
        description={t('glossaries.create.fileHint')}
        placeholder={t('glossaries.create.filePlaceholder')}
        classNames={{ placeholder: classes.filePlaceholder }}
        accept={GLOSSARY_FILE_ACCEPT}
        value={file}
        onChange={(picked) => {
          setFile(picked);
          setRefusal(null);
        }}
        clearable
        leftSection={<IconFileText size={16} aria-hidden />}
        data-testid="glossary-file"
      />
      {refusal && <ImportProblems refusal={refusal} onClose={() => setRefusal(null)} />}
    </GlossaryFormModal>
  );
}
