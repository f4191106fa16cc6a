import { useEffect, useRef, useState } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
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
import { MAX_PAGES, pageWindow } from './pageWindow';
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
  /** Appends the pages `from`..`to` to the shown ones; set while a document is open. */
  const appendPages = useRef<((from: number, to: number) => Promise<void>) | undefined>(undefined);

  useEffect(() => {
    const abort = new AbortController();
    let task: PDFDocumentLoadingTask | undefined;
    const host = container.current;
    if (!host) return;
    host.replaceChildren();
    setState('loading');
    const failed = (error: unknown) => {
      if (abort.signal.aborted) return;
      console.warn('PDF preview failed', error);
      setState('error');
    };
    (async () => {
      const data = new Uint8Array(await (await fetchUrl(src, abort.signal)).arrayBuffer());
      task = getDocument({ data });
      const pdf = await task.promise;
      if (abort.signal.aborted) return;
      const width = Math.max(200, host.clientWidth);
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      /** Lays the pages out at their sizes, then draws them (`target` first, scrolled to). */
      const render = async (from: number, to: number, target?: number) => {
        const laidOut: { pdfPage: PDFPageProxy; canvas: HTMLCanvasElement; viewport: PageViewport }[] = [];
        for (let n = from; n <= to && !abort.signal.aborted; n++) {
          const pdfPage = await pdf.getPage(n);
          const base = pdfPage.getViewport({ scale: 1 });
          const viewport = pdfPage.getViewport({ scale: (width / base.width) * ratio });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.className = classes.page ?? '';
          // A canvas draws text in its element's direction: in the Arabic UI pdf.js's runs of an
          // English page came out reordered ("1 .Summ ary"). A page keeps the direction it was set in.
          canvas.dir = 'ltr';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', t('preview.pageLabel', { label, page: n, count: pdf.numPages }));
          canvas.dataset.page = String(n);
          host.append(canvas);
          laidOut.push({ pdfPage, canvas, viewport });
        }
        const asked = target === undefined ? undefined : laidOut[target - from];
        if (asked) scrollToTop(asked.canvas);
        for (const entry of asked ? [asked, ...laidOut.filter((e) => e !== asked)] : laidOut) {
          if (abort.signal.aborted) break;
          await entry.pdfPage.render({ canvas: entry.canvas, viewport: entry.viewport }).promise;
          entry.pdfPage.cleanup();
        }
      };
      const { first, last, target } = pageWindow(pdf.numPages, page);
      setPageCount(pdf.numPages);
      setShown({ first, last });
      setState('ready');
      appendPages.current = (from, to) => render(from, to).catch(failed);
      // Every page is laid out first, so that the asked-for page can be scrolled to at once.
      await render(first, last, page === undefined ? undefined : target);
    })().catch(failed);
    return () => {
      abort.abort();
      appendPages.current = undefined;
      void task?.destroy();
    };
  }, [src, label, page, t]);

  // More pages on request: a long document is not all drawn at once, and a view-only link has no download.
  const next = Math.min(MAX_PAGES, pageCount - shown.last);
  const showMore = () => {
    const from = shown.last + 1;
    setShown({ first: shown.first, last: shown.last + next });
    void appendPages.current?.(from, shown.last + next);
  };

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
      {state === 'ready' && next > 0 && (
        <Button variant="light" mx="auto" onClick={showMore}>
          {t('preview.showMorePages', { count: next })}
        </Button>
      )}
    </Stack>
  );
}
