import { ocrPaths } from './assets';
import { ocrModelsFor } from './languages';
import { linesOfPage, type RecognizedLine } from './lines';

export interface LiveRecognizer {
  /** Reads one frame; calls must not overlap (one worker, one job at a time). */
  recognize(frame: ImageBitmap | HTMLCanvasElement | OffscreenCanvas): Promise<RecognizedLine[]>;
  terminate(): Promise<void>;
}

export interface RecognizerOptions {
  /** How long starting may take before giving up (a missing file can leave the worker waiting). */
  startTimeoutMs?: number;
}

export class OcrUnavailableError extends Error {
  readonly reason: 'language' | 'start';
  constructor(reason: 'language' | 'start', message: string) {
    super(message);
    this.name = 'OcrUnavailableError';
    this.reason = reason;
  }
}

/** tesseract.js takes canvases (and blobs), not ImageBitmaps. */
function asCanvas(
  frame: ImageBitmap | HTMLCanvasElement | OffscreenCanvas,
): HTMLCanvasElement | OffscreenCanvas {
  if (!('close' in frame)) return frame;
  const canvas = new OffscreenCanvas(frame.width, frame.height);
  canvas.getContext('2d')?.drawImage(frame, 0, 0);
  return canvas;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`OCR did not start within ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A tesseract.js worker for an app language ('auto' or a code), loaded on demand so the OCR code
 * and its files stay out of the main bundle. Every file comes from this app's origin.
 */
export async function createLiveRecognizer(
  language: string,
  options: RecognizerOptions = {},
): Promise<LiveRecognizer> {
  const models = ocrModelsFor(language);
  if (!models) throw new OcrUnavailableError('language', `No OCR model for ${language}`);
  const { createWorker, OEM } = (await import('tesseract.js')).default;
  const paths = ocrPaths(import.meta.env.BASE_URL, window.location.href);
  let terminated = false;
  const loading = createWorker([...models], OEM.LSTM_ONLY, {
    ...paths,
    // A plain same-origin worker: no blob: URL importing scripts, nothing from a CDN.
    workerBlobURL: false,
    gzip: true,
  });
  const worker = await withTimeout(loading, options.startTimeoutMs ?? 120_000, () => {
    terminated = true;
    void loading.then((late) => late.terminate()).catch(() => undefined);
  }).catch((error: unknown) => {
    throw new OcrUnavailableError('start', error instanceof Error ? error.message : String(error));
  });
  // tesseract.js posts a job after encoding the image; terminating in between makes it post to a
  // dead worker (an unhandled rejection), so terminate waits for the frame being read.
  let reading: Promise<unknown> = Promise.resolve();
  return {
    async recognize(frame) {
      if (terminated) throw new Error('The recognizer was terminated');
      const job = worker.recognize(asCanvas(frame), {}, { blocks: true, text: false });
      reading = job.catch(() => undefined);
      return linesOfPage((await job).data);
    },
    async terminate() {
      if (terminated) return;
      terminated = true;
      await reading;
      await worker.terminate();
    },
  };
}
