import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LANGUAGES, TRANSLATION_STATUSES, type LanguageCode } from '@tolk/contract';
import type { TranslationListParams, TranslationStatus } from '../../api/documentKeys';

export interface HistoryFilters {
  search: string;
  /** The search matches anywhere in a name (?match=contains), not only its start. */
  anywhere: boolean;
  status: TranslationStatus | undefined;
  langTo: LanguageCode | undefined;
}

export type HistoryFilterKey = 'q' | 'match' | 'status' | 'lang';

/** Filters live in the address (?q=&match=&status=&lang=) so Back and a reload keep them. */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<HistoryFilters>(() => {
    const status = params.get('status');
    const lang = params.get('lang');
    return {
      search: params.get('q') ?? '',
      anywhere: params.get('match') === 'contains',
      status: (TRANSLATION_STATUSES as readonly string[]).includes(status ?? '')
        ? (status as TranslationStatus)
        : undefined,
      langTo: lang && lang in LANGUAGES ? (lang as LanguageCode) : undefined,
    };
  }, [params]);
  const setFilter = useCallback(
    (key: HistoryFilterKey, value: string | undefined) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { filters, setFilter, clear };
}

export function isFiltered(filters: HistoryFilters): boolean {
  return Boolean(filters.search.trim() || filters.status || filters.langTo);
}

/**
 * A folder without filters pages through listTranslationsByFolder; "All documents" and any filter
 * use listTranslationsFiltered (folderId absent = every folder).
 */
export function listParams(folderId: string | null, filters: HistoryFilters): TranslationListParams {
  if (folderId && !isFiltered(filters)) return { kind: 'folder', folderId };
  const search = filters.search.trim().toLowerCase();
  return {
    kind: 'filtered',
    ...(folderId ? { folderId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.langTo ? { langTo: filters.langTo } : {}),
    ...(search ? { search } : {}),
    ...(search && filters.anywhere ? { match: 'contains' as const } : {}),
  };
}
