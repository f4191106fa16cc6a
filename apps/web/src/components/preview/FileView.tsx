import { lazy, Suspense } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { pagesSrc, type PreviewKind } from './previewKind';
import { DocumentFrame } from './DocumentFrame';
import { ImagePreview } from './ImagePreview';
import { TextPreview } from './TextPreview';

// pdfjs is large: it loads the first time someone opens a PDF.
const PdfPages = lazy(() => import('./PdfPages'));

/**
 * One file shown the way its kind allows: PDF pages (an office document's as the server lays
 * them out), an image, escaped text or a rendered HTML, Markdown or EPUB document; other formats
 * say to download them. `src` is the file's address (the owner's /api/files or a shared link's).
 */
export function FileView({
  kind,
  src,
  title,
  page,
}: {
  kind: PreviewKind;
  src: string;
  title: string;
  page?: number | undefined;
}) {
  const { t } = useTranslation();
  if (kind === 'pdf' || kind === 'pages')
    return (
      <Suspense fallback={<Loader size="sm" mx="auto" my="xl" />}>
        <PdfPages src={kind === 'pages' ? pagesSrc(src) : src} label={title} page={page} />
      </Suspense>
    );
  if (kind === 'image') return <ImagePreview src={src} title={title} />;
  if (kind === 'text') return <TextPreview src={src} />;
  if (kind === 'html' || kind === 'markdown' || kind === 'epub')
    return <DocumentFrame src={src} format={kind} title={title} />;
  return <PreviewEmpty message={t('preview.downloadToView')} />;
}

export function PreviewEmpty({ message }: { message: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" c="dimmed">
      <IconFileDescription size={36} stroke={1.4} aria-hidden />
      <Text size="sm" ta="center" maw={280}>
        {message}
      </Text>
    </Stack>
  );
}
