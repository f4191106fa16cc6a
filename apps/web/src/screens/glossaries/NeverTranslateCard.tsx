import type { Glossary, GlossaryEntry } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useCreateGlossary, useImportGlossary, useUpdateGlossary } from '../../api/glossaries';
import { SettingsSection } from '../../components/SettingsSection';
import { EntriesEditor } from './EntriesEditor';

/** One array for "no list yet": the editor follows the saved entries by identity. */
const NO_ENTRIES: GlossaryEntry[] = [];

/**
 * The words kept as they are in every translation (the list without a pair). A user without one
 * gets it on the first save or import.
 */
export function NeverTranslateCard({ list }: { list: Glossary | undefined }) {
  const { t } = useTranslation();
  const create = useCreateGlossary();
  const update = useUpdateGlossary();
  const importFile = useImportGlossary();
  const everyPair = { langFrom: null, langTo: null };
  const name = t('glossaries.never.name');

  const save = (entries: GlossaryEntry[]) =>
    list
      ? update.mutate({ glossaryId: list.glossaryId, entries })
      : create.mutate({ name, ...everyPair, entries });

  return (
    <SettingsSection title={t('glossaries.never.title')} description={t('glossaries.never.hint')}>
      <EntriesEditor
        entries={list?.entries ?? NO_ENTRIES}
        withTargets={false}
        saving={create.isPending || update.isPending}
        onSave={save}
        onImport={(content) =>
          importFile.mutateAsync(
            list ? { glossaryId: list.glossaryId, content } : { name, ...everyPair, content },
          )
        }
        importing={importFile.isPending}
        glossaryId={list?.glossaryId ?? null}
      />
    </SettingsSection>
  );
}
