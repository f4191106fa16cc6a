import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { GLOSSARY_LIMITS } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import type { EntryRow } from './entryRows';

interface Props {
  withTargets: boolean;
  /** Whether a source term is in the list already (each may appear once). */
  has: (source: string) => boolean;
  full: boolean;
  onAdd: (row: Omit<EntryRow, 'key'>) => void;
}

/** A new term, added with Enter or the button; the field is ready for the next one at once. */
export function AddEntryForm({ withTargets, has, full, onAdd }: Props) {
  const { t } = useTranslation();
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sourceField = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = source.trim();
    if (!term) return setError(t('glossaries.problems.sourceRequired'));
    if (has(term)) return setError(t('glossaries.problems.duplicate'));
    onAdd({ source: term, target: withTargets ? target.trim() : '', caseSensitive });
    setSource('');
    setTarget('');
    setCaseSensitive(false);
    sourceField.current?.focus();
  };

  return (
    <form onSubmit={submit} aria-label={t('glossaries.add.label')} data-testid="add-entry">
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          ref={sourceField}
          label={withTargets ? t('glossaries.table.source') : t('glossaries.table.term')}
          value={source}
          maxLength={GLOSSARY_LIMITS.termBytes}
          error={error}
          disabled={full}
          onChange={(event) => {
            setSource(event.currentTarget.value);
            setError(null);
          }}
          style={{ flex: '1 1 10rem' }}
          data-testid="add-source"
        />
        {withTargets && (
          <TextInput
            label={t('glossaries.table.target')}
            placeholder={t('glossaries.table.keepAsIs')}
            value={target}
            maxLength={GLOSSARY_LIMITS.termBytes}
            disabled={full}
            onChange={(event) => setTarget(event.currentTarget.value)}
            style={{ flex: '1 1 10rem' }}
            data-testid="add-target"
          />
        )}
        <Checkbox
          label={t('glossaries.table.caseSensitive')}
          checked={caseSensitive}
          disabled={full}
          onChange={(event) => setCaseSensitive(event.currentTarget.checked)}
          mt={34}
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          mt={25}
          data-testid="add-button"
        >
          {t('glossaries.add.button')}
        </Button>
      </Group>
    </form>
  );
}
