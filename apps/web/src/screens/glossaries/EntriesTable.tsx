import { ActionIcon, Checkbox, Table, TextInput, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { GLOSSARY_LIMITS } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { termDirection, type EntryRow, type RowProblem } from './entryRows';
import classes from './Glossaries.module.css';

interface Props {
  rows: readonly EntryRow[];
  /** Each row's number in the whole list (1-based), which a search does not change. */
  numberOf: (key: number) => number;
  withTargets: boolean;
  problems: ReadonlyMap<number, RowProblem>;
  onChange: (key: number, change: Partial<EntryRow>) => void;
  onDelete: (key: number) => void;
}

/** The terms as a table of fields: each cell is edited where it is. */
export function EntriesTable({ rows, numberOf, withTargets, problems, onChange, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Table
      layout="fixed"
      verticalSpacing={4}
      horizontalSpacing={4}
      className={classes.table}
      data-testid="entries-table"
    >
      <Table.Caption className={classes.hidden}>{t('glossaries.table.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            {withTargets ? t('glossaries.table.source') : t('glossaries.table.term')}
          </Table.Th>
          {withTargets && <Table.Th scope="col">{t('glossaries.table.target')}</Table.Th>}
          <Table.Th scope="col" className={classes.narrow}>
            {t('glossaries.table.caseSensitive')}
          </Table.Th>
          <Table.Th scope="col" className={classes.action}>
            <span className={classes.hidden}>{t('glossaries.table.actions')}</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const number = numberOf(row.key);
          const problem = problems.get(row.key);
          const deleteLabel = row.source.trim()
            ? t('glossaries.table.deleteTerm', { term: row.source.trim() })
            : t('glossaries.table.deleteRow', { row: number });
          return (
            <Table.Tr key={row.key} data-row={row.key}>
              <Table.Td>
                <TextInput
                  size="sm"
                  aria-label={t('glossaries.table.sourceOf', { row: number })}
                  value={row.source}
                  maxLength={GLOSSARY_LIMITS.termBytes}
                  dir={termDirection(row.source)}
                  error={problem ? t(`glossaries.problems.${problem}`) : undefined}
                  onChange={(event) => onChange(row.key, { source: event.currentTarget.value })}
                  data-testid="entry-source"
                />
              </Table.Td>
              {withTargets && (
                <Table.Td>
                  <TextInput
                    size="sm"
                    aria-label={t('glossaries.table.targetOf', { row: number })}
                    placeholder={t('glossaries.table.keepAsIs')}
                    value={row.target}
                    maxLength={GLOSSARY_LIMITS.termBytes}
                    dir={termDirection(row.target)}
                    onChange={(event) => onChange(row.key, { target: event.currentTarget.value })}
                    data-testid="entry-target"
                  />
                </Table.Td>
              )}
              <Table.Td className={classes.narrow}>
                <Checkbox
                  aria-label={t('glossaries.table.caseSensitiveOf', { row: number })}
                  checked={row.caseSensitive}
                  onChange={(event) => onChange(row.key, { caseSensitive: event.currentTarget.checked })}
                  className={classes.check}
                />
              </Table.Td>
              <Table.Td className={classes.action}>
                <Tooltip label={deleteLabel}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={deleteLabel}
                    onClick={() => onDelete(row.key)}
                    data-delete-row
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
