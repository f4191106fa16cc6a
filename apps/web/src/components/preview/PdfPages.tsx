import { useEffect, useRef, useState } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import {
  getDocument,
  GlobalWorkerOptions,
  type PageViewport,
  type PDFDocumentLoadingTask,
  type PDFPageProxy,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useTranslation } from '../../app/i18n/useTranslation';
import { fetchUrl } from './fetchFile';
import { pageWindow } from './pageWindow';
import classes from './Preview.module.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Scrolls the nearest scrolling ancestor (the pane, or the dialog on phones) so `element` starts at its top. */
function scrollToTop(element: HTMLElement) {
  let scroller = element.parentElement;
  while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY))
    scroller = scroller.parentElement;
  if (!scroller) return element.scrollIntoView({ block: 'start' });
  const padding = parseFloat(getComputedStyle(scroller).paddingTop) || 0;
  scroller.scrollTop += element.getBoundingClientRect().top - scroller.getBoundingClientRect().top - padding;
}

/**
 * A PDF (at the address `src`) rendered page by page with pdfjs in the browser, each page as wide
 * as the pane; with `page`, scrolled to that page (a link from a fidelity notice).
 */
export default function PdfPages({
  src,
  label,
  page,
}: {
  src: string;
  label: string;
  page?: number | undefined;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [pageCount, setPageCount] = useState(0);
  const [shown, setShown] = useState({ first: 1, last: 0 });

  useEffect(() => {
    const abort = new AbortController();
    let task: PDFDocumentLoadingTask | undefined;
    const host = container.current;
    if (!host) return;
    host.replaceChildren();
    setState('loading');
    (async () => {
      const data = new Uint8Array(await (await fetchUrl(src, abort.signal)).arrayBuffer());
      task = getDocument({ data });
      const pdf = await task.promise;
      if (abort.signal.aborted) return;
      const { first, last, target } = pageWindow(pdf.numPages, page);
      setPageCount(pdf.numPages);
      setShown({ first, last });
      setState('ready');
      const width = Math.max(200, host.clientWidth);
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      // Every page is laid out at its size first, so the asked-for page can be scrolled to at once.
      const laidOut: { pdfPage: PDFPageProxy; canvas: HTMLCanvasElement; viewport: PageViewport }[] = [];
      for (let n = first; n <= last && !abort.signal.aborted; n++) {
        const pdfPage = await pdf.getPage(n);
        const base = pdfPage.getViewport({ scale: 1 });
        const viewport = pdfPage.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = classes.page ?? '';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('preview.pageLabel', { label, page: n, count: pdf.numPages }));
        canvas.dataset.page = String(n);
        host.append(canvas);
        laidOut.push({ pdfPage, canvas, viewport });
      }
      const asked = page === undefined ? undefined : laidOut[target - first];
      if (asked) scrollToTop(asked.canvas);
      // The asked-for page is drawn first, then the others in order.
      for (const entry of asked ? [asked, ...laidOut.filter((e) => e !== asked)] : laidOut) {
        if (abort.signal.aborted) break;
        await entry.pdfPage.render({ canvas: entry.canvas, viewport: entry.viewport }).promise;
        entry.pdfPage.cleanup();
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
  }, [src, label, page, t]);

  return (
    <Stack gap="sm">
      {state === 'loading' && <Loader size="sm" mx="auto" my="xl" aria-label={t('preview.loading')} />}
      {state === 'error' && (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          {t('preview.failed')}
        </Text>
      )}
      {state === 'ready' && shown.first > 1 && (
        <Text size="sm" c="dimmed" ta="center">
          {t('preview.earlierPages', { count: shown.first - 1 })}
        </Text>
      )}
      <div ref={container} className={classes.pages} data-testid="preview-pdf" />
      {state === 'ready' && pageCount > shown.last && (
        <Text size="sm" c="dimmed" ta="center">
          {t('preview.morePages', { count: pageCount - shown.last })}
        </Text>
      )}
    </Stack>
  );
}
