import { useEffect, useRef, useState } from 'react';
import { LIVE_OCR_INTERVAL_MS, languageCodeSchema } from '@tolk/contract';
import { translateLiveText } from '../../../api/liveText';
import type { Box } from '../../../ocr/lines';
import type { LiveRecognizer } from '../../../ocr/recognizer';
import { frameSize, type Size } from './geometry';
import { selectLiveLines, TranslationMemory } from './liveText';

export interface LiveItem {
  text: string;
  translation: string;
  box: Box;
}

export type LiveStatus = 'idle' | 'loading' | 'reading' | 'unsupported-language' | 'failed';

export interface LiveReading {
  status: LiveStatus;
  /** Size of the frame the items' boxes refer to. */
  frame: Size | null;
  items: LiveItem[];
  translateFailed: boolean;
}

const IDLE: LiveReading = { status: 'idle', frame: null, items: [], translateFailed: false };
/** Pause between two readings even when one took longer than the interval: the page stays responsive. */
const MIN_PAUSE_MS = 100;

function grabFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Size | null {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return null;
  const size = frameSize({ width: video.videoWidth, height: video.videoHeight });
  if (canvas.width !== size.width) canvas.width = size.width;
  if (canvas.height !== size.height) canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, size.width, size.height);
  return size;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Reads the video about every LIVE_OCR_INTERVAL_MS (one recognition at a time, never overlapping)
 * and translates lines not seen before. The OCR worker starts when enabled and is terminated when
 * disabled, when the source language changes, or on unmount.
 */
export function useLiveReading(
  video: HTMLVideoElement | null,
  langFrom: string,
  langTo: string,
  enabled: boolean,
  /** Absent: the pair's default glossary; null: none. */
  glossaryId?: string | null,
): LiveReading {
  const [reading, setReading] = useState<LiveReading>(IDLE);
  // The target language and glossary can change without restarting OCR: the loop reads the latest.
  const target = useRef(langTo);
  const glossary = useRef(glossaryId);
  useEffect(() => {
    target.current = langTo;
    glossary.current = glossaryId;
  }, [langTo, glossaryId]);

  useEffect(() => {
    if (!enabled || !video) return;
    const controller = new AbortController();
    const { signal } = controller;
    let recognizer: LiveRecognizer | null = null;
    const memory = new TranslationMemory();
    let memoryPair = '';
    const canvas = document.createElement('canvas');
    setReading({ ...IDLE, status: 'loading' });

    const run = async () => {
      const loadStarted = performance.now();
      const { createLiveRecognizer, OcrUnavailableError } = await import('../../../ocr/recognizer');
      try {
        recognizer = await createLiveRecognizer(langFrom);
      } catch (error) {
        const unsupported = error instanceof OcrUnavailableError && error.reason === 'language';
        if (!signal.aborted) setReading({ ...IDLE, status: unsupported ? 'unsupported-language' : 'failed' });
        return;
      }
      if (signal.aborted) return void recognizer.terminate();
      // Start-up and per-frame timings, for measuring on real devices (Performance panel, e2e).
      performance.measure('tolk-live-start', { start: loadStarted, end: performance.now() });
      setReading((state) => ({ ...state, status: 'reading' }));
      let first = true;
      while (!signal.aborted) {
        const started = performance.now();
        const frame = grabFrame(video, canvas);
        if (frame) {
          const lines = selectLiveLines(await recognizer.recognize(canvas));
          performance.measure('tolk-live-ocr', { start: started, end: performance.now() });
          if (signal.aborted) break;
          const to = languageCodeSchema.safeParse(target.current);
          const from = langFrom === 'auto' ? 'auto' : languageCodeSchema.safeParse(langFrom).data;
          const pair = `${langFrom}>${target.current}>${glossary.current}`;
          if (pair !== memoryPair) memory.clear();
          memoryPair = pair;
          const missing = memory.missing(lines.map((line) => line.text));
          let translateFailed = false;
          if (missing.length && to.success && from) {
            try {
              const result = await translateLiveText(missing, from, to.data, glossary.current, signal);
              if (memoryPair === `${langFrom}>${target.current}>${glossary.current}`)
                memory.remember(missing, result.translations);
            } catch {
              translateFailed = !signal.aborted;
            }
          }
          if (signal.aborted) break;
          const items = lines.flatMap((line) => {
            const translation = memory.get(line.text);
            return translation ? [{ ...line, translation }] : [];
          });
          setReading({ status: 'reading', frame, items, translateFailed });
          if (first && items.length) performance.mark('tolk-live-first-result');
          first = first && !items.length;
        }
        await pause(Math.max(MIN_PAUSE_MS, LIVE_OCR_INTERVAL_MS - (performance.now() - started)), signal);
      }
    };
    void run().catch(() => !signal.aborted && setReading({ ...IDLE, status: 'failed' }));
    return () => {
      controller.abort();
      void (recognizer as LiveRecognizer | null)?.terminate().catch(() => undefined);
      setReading(IDLE);
    };
  }, [enabled, video, langFrom]);

  return reading;
}
