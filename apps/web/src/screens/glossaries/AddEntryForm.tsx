import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { GLOSSARY_LIMITS } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { termDirection, type EntryRow } from './entryRows';
import classes from './Glossaries.module.css';

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
    <Paper
      component="form"
      withBorder
      radius="md"
      p="sm"
      onSubmit={submit}
      aria-label={t('glossaries.add.label')}
      data-testid="add-entry"
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="xs">
          <TextInput
            ref={sourceField}
            label={withTargets ? t('glossaries.table.source') : t('glossaries.table.term')}
            value={source}
            maxLength={GLOSSARY_LIMITS.termBytes}
            dir={termDirection(source)}
            error={error}
            disabled={full}
            onChange={(event) => {
              setSource(event.currentTarget.value);
              setError(null);
            }}
            className={classes.addField}
            data-testid="add-source"
          />
          {withTargets && (
            <TextInput
              label={t('glossaries.table.target')}
              placeholder={t('glossaries.table.keepAsIs')}
              value={target}
              maxLength={GLOSSARY_LIMITS.termBytes}
              dir={termDirection(target)}
              disabled={full}
              onChange={(event) => setTarget(event.currentTarget.value)}
              className={classes.addField}
              data-testid="add-target"
            />
          )}
        </Group>
        <Group justify="space-between" gap="xs">
          <Checkbox
            label={t('glossaries.add.caseSensitive')}
            checked={caseSensitive}
            disabled={full}
            onChange={(event) => setCaseSensitive(event.currentTarget.checked)}
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={full}
            data-testid="add-button"
          >
            {t('glossaries.add.button')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
