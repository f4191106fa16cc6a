import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FunctionInput } from '@tolk/contract';
import { callable } from './callable';
import { applyTranslationChange } from './documentCache';

export const imageBlockKeys = {
  blocks: (translationId: string) => ['imageBlocks', translationId] as const,
};

/**
 * The recognised blocks of a completed image translation (box, original text, translation). They
 * never change once the translation is done, so they are asked for once.
 */
export function useImageBlocks(translationId: string | null, completed: boolean) {
  return useQuery({
    queryKey: imageBlockKeys.blocks(translationId ?? ''),
    queryFn: () => callable.call('getImageBlocks', { translationId: translationId ?? '' }),
    enabled: translationId !== null && completed,
    staleTime: Infinity,
  });
}

/**
 * Puts a camera translation into history (a folder, or the top level with null). The answer goes
 * straight into the caches, so the screen shows it as saved and History lists it at once.
 */
export function useSaveCapture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'saveCapture'>) => callable.call('saveCapture', input),
    onSuccess: (translation) => applyTranslationChange(client, translation),
  });
}
