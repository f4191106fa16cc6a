import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './UploadCard.module.css';

/** Longest side of the rendered page in CSS pixels (the card shows it at 64–80 px). */
const THUMBNAIL_PX = 160;

async function renderFirstPage(file: File, canvas: HTMLCanvasElement, signal: AbortSignal): Promise<void> {
  // Loaded on first use only: most visits never need the PDF renderer.
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const task = pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()) });
  signal.addEventListener('abort', () => void task.destroy());
  const pdf = await task.promise;
  try {
    const page = await pdf.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: THUMBNAIL_PX / Math.max(base.width, base.height) });
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    if (signal.aborted) return;
    await page.render({ canvas, viewport, background: '#ffffff' }).promise;
  } finally {
    // Ends the document and its worker port; the loading task owns both.
    void task.destroy();
  }
}

/** The first page of a PDF, drawn in the browser; the fallback shows while it loads or if it cannot. */
export function PdfThumbnail({ file, fallback }: { file: File; fallback: ReactNode }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    const controller = new AbortController();
    setState('loading');
    renderFirstPage(file, target, controller.signal).then(
      () => !controller.signal.aborted && setState('ready'),
      () => !controller.signal.aborted && setState('failed'),
    );
    return () => controller.abort();
  }, [file]);

  return (
    <>
      <canvas
        ref={canvas}
        className={classes.previewImage}
        data-page
        // pdf.js draws text in the canvas's direction: the page's own, never the UI's (PdfPages.tsx).
        dir="ltr"
        hidden={state !== 'ready'}
        aria-hidden
      />
      {state !== 'ready' && fallback}
    </>
  );
}
