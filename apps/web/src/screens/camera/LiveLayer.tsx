import { lazy, Suspense, type ComponentType } from 'react';

/** What the live mode (./live, WEB-LIVE) draws over the preview. */
export interface LiveTranslationProps {
  video: HTMLVideoElement | null;
  /** 'auto' or a language code. */
  langFrom: string;
  langTo: string;
  /** Absent: the pair's default glossary; null: none. */
  glossaryId?: string | null | undefined;
  enabled: boolean;
}

type LiveModule = { LiveTranslation: ComponentType<LiveTranslationProps> };

// Loaded only when live mode is first switched on: on-device OCR is heavy. The glob (rather than
// an import) keeps this screen building while the live folder is still being written.
const modules = import.meta.glob<LiveModule>('./live/index.ts');
const load = Object.values(modules)[0];
const LiveTranslation = load ? lazy(async () => ({ default: (await load()).LiveTranslation })) : null;

export const liveModeAvailable = LiveTranslation !== null;

/** The live translation over the video, once live mode is on. */
export function LiveLayer(props: LiveTranslationProps) {
  if (!LiveTranslation) return null;
  return (
    <Suspense fallback={null}>
      <LiveTranslation {...props} />
    </Suspense>
  );
}
