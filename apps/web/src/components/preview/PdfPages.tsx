import { useEffect, useRef, useState } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useTranslation } from 'react-i18next';
import { fetchFile } from './fetchFile';
import classes from './Preview.module.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages beyond this are left to the download; rendering hundreds would stall a phone. */
const MAX_PAGES = 30;

/** A PDF rendered page by page with pdfjs in the browser, each page as wide as the pane. */
export default function PdfPages({ fileId, label }: { fileId: string; label: string }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [pageCount, setPageCount] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    let task: PDFDocumentLoadingTask | undefined;
    const host = container.current;
    if (!host) return;
    host.replaceChildren();
    setState('loading');
    (async () => {
      const data = new Uint8Array(await (await fetchFile(fileId, abort.signal)).arrayBuffer());
      task = getDocument({ data });
      const pdf = await task.promise;
      if (abort.signal.aborted) return;
      setPageCount(pdf.numPages);
      setState('ready');
      const width = Math.max(200, host.clientWidth);
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES) && !abort.signal.aborted; n++) {
        const page = await pdf.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = classes.page ?? '';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('preview.pageLabel', { label, page: n, count: pdf.numPages }));
        host.append(canvas);
        await page.render({ canvas, viewport }).promise;
        page.cleanup();
      }
    })().catch((error: unknown) => {
      if (!abort.signal.aborted) {
        console.warn('PDF preview failed', error);
        setState('error');
      }
    });
    return () => {
      abort.abort();
      void task?.destroy();
    };
  }, [fileId, label, t]);

  return (
    <Stack gap="sm">
      {state === 'loading' && <Loader size="sm" mx="auto" my="xl" aria-label={t('preview.loading')} />}
      {state === 'error' && (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          {t('preview.failed')}
        </Text>
      )}
      <div ref={container} className={classes.pages} data-testid="preview-pdf" />
      {state === 'ready' && pageCount > MAX_PAGES && (
        <Text size="sm" c="dimmed" ta="center">
          {t('preview.morePages', { count: pageCount - MAX_PAGES })}
        </Text>
      )}
    </Stack>
  );
}
