import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FunctionInput, Glossary } from '@tolk/contract';
import { i18n } from '../app/i18n/translator';
import { notifyError } from '../app/notifications/notify';
import { useAuth } from './authStore';
import { callable } from './callable';
import { errorMessage } from './errors';

export const glossaryKeys = { all: ['glossaries'] as const };

/** The user's glossaries, never-translate lists first (the server's order). */
export function useGlossaries() {
  const { user } = useAuth();
  return useQuery({
    queryKey: glossaryKeys.all,
    queryFn: async () => (await callable.call('listGlossaries', {})).glossaries,
    enabled: user !== null,
    staleTime: 60_000,
  });
}

/**
 * Shows the server's answer at once; the list is asked for again too, because making one glossary
 * the default of its pair takes that mark from another.
 */
function storeGlossary(client: QueryClient, glossary: Glossary): void {
  client.setQueryData<Glossary[]>(glossaryKeys.all, (list) =>
    list?.some((item) => item.glossaryId === glossary.glossaryId)
      ? list.map((item) => (item.glossaryId === glossary.glossaryId ? glossary : item))
      : [...(list ?? []), glossary],
  );
  void client.invalidateQueries({ queryKey: glossaryKeys.all });
}

const saveFailed = (error: Error) => notifyError(errorMessage(error, i18n.t('glossaries.saveFailed')));

export function useCreateGlossary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'createGlossary'>) => callable.call('createGlossary', input),
    onSuccess: (glossary) => storeGlossary(client, glossary),
    onError: saveFailed,
  });
}

export function useUpdateGlossary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'updateGlossary'>) => callable.call('updateGlossary', input),
    onSuccess: (glossary) => storeGlossary(client, glossary),
    onError: saveFailed,
  });
}

export function useDeleteGlossary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (glossaryId: string) => callable.call('deleteGlossary', { glossaryId }),
    onSuccess: (_result, glossaryId) => {
      client.setQueryData<Glossary[]>(glossaryKeys.all, (list) =>
        list?.filter((item) => item.glossaryId !== glossaryId),
      );
      void client.invalidateQueries({ queryKey: glossaryKeys.all });
    },
    onError: (error) => notifyError(errorMessage(error, i18n.t('glossaries.deleteFailed'))),
  });
}

/** Failures are not notified: the screen shows them in place, with the file's bad lines. */
export function useImportGlossary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'importGlossary'>) => callable.call('importGlossary', input),
    onSuccess: (glossary) => storeGlossary(client, glossary),
  });
}

/** A glossary as a file in DeepL's entry format: its name, type and text. */
export const fetchGlossaryFile = (glossaryId: string, format: 'csv' | 'tsv') =>
  callable.call('exportGlossary', { glossaryId, format });
