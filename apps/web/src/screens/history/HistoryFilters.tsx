import { useEffect, useState } from 'react';
import { Checkbox, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { LANGUAGES, TRANSLATION_STATUSES } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { languageName } from '../../lib/labels';
import type { HistoryFilterKey, HistoryFilters as Filters } from './useHistoryFilters';

/** Search by the start of a file name, or anywhere in it (debounced), status and target language. */
export function HistoryFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (key: HistoryFilterKey, value: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debounced.trim() !== filters.search.trim()) onChange('q', debounced.trim() || undefined);
    // Only a settled change of the box updates the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    // Cleared from outside (e.g. "Clear filters").
    if (filters.search === '') setSearch((old) => (old.trim() === '' ? old : ''));
  }, [filters.search]);

  const languages = Object.keys(LANGUAGES)
    .map((code) => ({ value: code, label: languageName(code, i18n.language) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        data-testid="search-input"
        type="search"
        // A word that fits a phone at any text size; the name says what is searched.
        placeholder={t('history.filters.searchShort')}
        aria-label={t('history.filters.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setSearch('');
        }}
        rightSection={
          search ? (
            <CloseButton
              size="sm"
              aria-label={t('history.filters.clearSearch')}
              onClick={() => setSearch('')}
            />
          ) : undefined
        }
        style={{ flex: '1 1 14rem' }}
      />
      <Checkbox
        data-testid="search-anywhere"
        label={t('history.filters.anywhere')}
        checked={filters.anywhere}
        onChange={(event) => onChange('match', event.currentTarget.checked ? 'contains' : undefined)}
        style={{ alignSelf: 'center' }}
      />
      <Select
        aria-label={t('history.filters.status')}
        placeholder={t('history.filters.anyStatus')}
        data={TRANSLATION_STATUSES.map((s) => ({ value: s, label: t(`history.status.${s}`) }))}
        value={filters.status ?? null}
        onChange={(value) => onChange('status', value ?? undefined)}
        clearable
        data-testid="status-filter"
        style={{ flex: '0 1 10rem' }}
      />
      <Select
        aria-label={t('history.filters.language')}
        placeholder={t('history.filters.anyLanguage')}
        data={languages}
        value={filters.langTo ?? null}
        onChange={(value) => onChange('lang', value ?? undefined)}
        clearable
        searchable
        data-testid="language-filter"
        style={{ flex: '0 1 11rem' }}
      />
    </Group>
  );
}
