import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { GLOSSARY_LIMITS, type Glossary, type GlossaryEntry } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { AddEntryForm } from './AddEntryForm';
import { EntriesTable } from './EntriesTable';
import { ExportMenu } from './ExportMenu';
import { ImportButton } from './ImportButton';
import { ImportProblems } from './ImportProblems';
import { importRefusal, readGlossaryFile, type ImportRefusal } from './importFile';
import { filterRows } from './entryRows';
import { useEntryRows } from './useEntryRows';

/** Rows drawn at once: a 2,000-term list stays quick to type in. */
const PAGE = 100;

interface Props {
  entries: readonly GlossaryEntry[];
  withTargets: boolean;
  saving: boolean;
  onSave: (entries: GlossaryEntry[]) => void;
  /** Sends a file's text; the glossary the server answers replaces what is shown. */
  onImport: (content: string) => Promise<Glossary>;
  importing: boolean;
  /** The saved glossary, for export; null before it exists. */
  glossaryId: string | null;
}

/** Search, import and export, a new term, the terms as a table, and saving them all at once. */
export function EntriesEditor({
  entries,
  withTargets,
  saving,
  onSave,
  onImport,
  importing,
  glossaryId,
}: Props) {
  const { t, i18n } = useTranslation();
  const editor = useEntryRows(entries, withTargets);
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const shown = useMemo(
    () => filterRows(editor.rows, search, i18n.language),
    [editor.rows, search, i18n.language],
  );
  const numbers = useMemo(
    () => new Map(editor.rows.map((row, index) => [row.key, index + 1])),
    [editor.rows],
  );
  const full = editor.rows.length >= GLOSSARY_LIMITS.entriesPerGlossary;
  const { dirty } = editor;

  // Closing or reloading the tab with unsaved terms asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const importFile = async (file: File) => {
    setRefusal(null);
    try {
      editor.replace((await onImport(await readGlossaryFile(file))).entries);
      setSearch('');
    } catch (error) {
      setRefusal(importRefusal(error));
    }
  };

  const save = () => {
    const checked = editor.check();
    if ('entries' in checked) return onSave(checked.entries);
    // The rows in trouble may be hidden by the search or beyond the rows drawn.
    setSearch('');
    setLimit((current) => Math.max(current, checked.firstProblem + 1));
  };

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <TextInput
          type="search"
          aria-label={t('glossaries.search')}
          placeholder={t('glossaries.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 12rem' }}
          data-testid="entries-search"
        />
        <Group gap="xs" wrap="nowrap">
          <ImportButton
            replaces={editor.rows.length}
            pending={importing}
            onFile={(file) => void importFile(file)}
          />
          {glossaryId && <ExportMenu glossaryId={glossaryId} disabled={entries.length === 0} />}
        </Group>
      </Group>
      {refusal && <ImportProblems refusal={refusal} onClose={() => setRefusal(null)} />}
      <AddEntryForm
        withTargets={withTargets}
        has={editor.has}
        full={full}
        onAdd={(row) => {
          editor.add(row);
          if (filterRows([{ ...row, key: 0 }], search, i18n.language).length === 0) setSearch('');
        }}
      />
      {editor.rows.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md" data-testid="entries-empty">
          {withTargets ? t('glossaries.empty.terms') : t('glossaries.empty.never')}
        </Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md" role="status">
          {t('glossaries.noMatch', { search: search.trim() })}
        </Text>
      ) : (
        <EntriesTable
          rows={shown.slice(0, limit)}
          numberOf={(key) => numbers.get(key) ?? 0}
          withTargets={withTargets}
          problems={editor.problems}
          onChange={editor.change}
          onDelete={editor.remove}
        />
      )}
      {shown.length > limit && (
        <Button variant="subtle" onClick={() => setLimit(limit + PAGE)} style={{ alignSelf: 'center' }}>
          {t('glossaries.showMore', { count: Math.min(PAGE, shown.length - limit) })}
        </Button>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" role="status" data-testid="entries-count">
          {search.trim()
            ? t('glossaries.matches', { count: shown.length, total: editor.rows.length })
            : t('glossaries.count', { count: editor.rows.length })}
          {editor.problems.size > 0 && ` · ${t('glossaries.fixRows', { count: editor.problems.size })}`}
          {editor.dirty && ` · ${t('glossaries.unsaved')}`}
        </Text>
        <Group gap="xs">
          {editor.dirty && (
            <Button variant="default" onClick={editor.discard} disabled={saving}>
              {t('glossaries.discard')}
            </Button>
          )}
          <Button onClick={save} loading={saving} disabled={!editor.dirty} data-testid="save-entries">
            {t('glossaries.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
