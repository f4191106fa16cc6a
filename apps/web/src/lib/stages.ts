import type { Translation } from '@tolk/contract';

export type TranslationStage = NonNullable<Translation['stage']>;
export type TranslationStatus = Translation['status'];

/** Stages in the order a job runs them; OCR only for scans and images. */
export const STAGE_ORDER: readonly TranslationStage[] = ['extracting', 'ocr', 'translating', 'rendering'];

/** The stages shown as steps for a job: without OCR when the document has a text layer. */
export function stagesFor(usesOcr: boolean): TranslationStage[] {
  return STAGE_ORDER.filter((stage) => usesOcr || stage !== 'ocr');
}

/** i18n key of what the job is doing now. */
export function stageLabelKey(status: TranslationStatus, stage: TranslationStage | null): string {
  if (status === 'queued') return 'home.stages.queued';
  if (status === 'completed') return 'home.stages.completed';
  if (status === 'failed') return 'home.stages.failed';
  return `home.stages.${stage ?? 'starting'}`;
}

/** Whole percent for the bar, 0–100; a completed job is always 100 whatever it last reported. */
export function displayPercent(status: TranslationStatus, progress: number): number {
  if (status === 'completed') return 100;
  if (status === 'queued') return 0;
  if (!Number.isFinite(progress)) return 0;
  return Math.round(Math.min(100, Math.max(0, progress)));
}

export function isFinished(status: TranslationStatus): boolean {
  return status === 'completed' || status === 'failed';
}

/** Which steps are done, current or still to come, for the stage list under the bar. */
export function stepState(
  step: TranslationStage,
  status: TranslationStatus,
  stage: TranslationStage | null,
): 'done' | 'current' | 'todo' {
  if (status === 'completed') return 'done';
  if (status !== 'processing' || !stage) return 'todo';
  const at = STAGE_ORDER.indexOf(stage);
  const index = STAGE_ORDER.indexOf(step);
  return index < at ? 'done' : index === at ? 'current' : 'todo';
}
