import { useQuery } from '@tanstack/react-query';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from '../../app/i18n/useTranslation';
import { documentBody, frameDocument, type DocumentFormat } from './documentHtml';
import { fetchUrl } from './fetchFile';
import classes from './Preview.module.css';

/** HTML, Markdown and EPUB shown as their authors laid them out, in a frame that runs nothing. */
export function DocumentFrame({
  src,
  format,
  title,
}: {
  src: string;
  format: DocumentFormat;
  title: string;
}) {
  const { t } = useTranslation();
  const html = useQuery({
    queryKey: ['fileDocument', format, src],
    queryFn: async ({ signal }) =>
      frameDocument(await documentBody(format, await (await fetchUrl(src, signal)).arrayBuffer())),
    staleTime: Infinity,
    retry: false,
  });
  if (html.isPending) return <Loader size="sm" mx="auto" my="xl" aria-label={t('preview.loading')} />;
  if (html.isError)
    return (
      <Text size="sm" c="dimmed" ta="center" py="xl">
        {t('preview.failed')}
      </Text>
    );
  return (
    <iframe
      className={classes.documentFrame}
      sandbox=""
      srcDoc={html.data}
      title={title}
      data-testid="preview-document"
    />
  );
}
