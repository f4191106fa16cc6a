import { useQuery } from '@tanstack/react-query';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from '../../app/i18n/useTranslation';
import { fetchUrl } from './fetchFile';
import classes from './Preview.module.css';

/** Longer texts are cut for the preview; the download has it all. */
const MAX_CHARS = 200_000;

/** Text formats (TXT, Markdown, HTML, subtitles) shown as text: React escapes it, nothing is rendered. */
export function TextPreview({ src }: { src: string }) {
  const { t } = useTranslation();
  const text = useQuery({
    queryKey: ['fileText', src],
    queryFn: async ({ signal }) => (await fetchUrl(src, signal)).text(),
    staleTime: Infinity,
    retry: false,
  });
  if (text.isPending) return <Loader size="sm" mx="auto" my="xl" aria-label={t('preview.loading')} />;
  if (text.isError)
    return (
      <Text size="sm" c="dimmed" ta="center" py="xl">
        {t('preview.failed')}
      </Text>
    );
  const cut = text.data.length > MAX_CHARS;
  return (
    <>
      {/* The text's own direction, from its first letters, not the UI's. */}
      <pre className={classes.text} data-testid="preview-text" dir="auto">
        {cut ? text.data.slice(0, MAX_CHARS) : text.data}
      </pre>
      {cut && (
        <Text size="sm" c="dimmed" ta="center">
          {t('preview.truncated')}
        </Text>
      )}
    </>
  );
}
