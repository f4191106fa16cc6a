import { describe, expect, it } from 'vitest';
import { displayPercent, stageLabelKey, stagesFor, stepState } from './stages';

describe('translation stages', () => {
  it('lists OCR only when the file needs it', () => {
    expect(stagesFor(false)).toEqual(['extracting', 'translating', 'rendering']);
    expect(stagesFor(true)).toEqual(['extracting', 'ocr', 'translating', 'rendering']);
  });

  it('names what the job is doing now', () => {
    expect(stageLabelKey('queued', null)).toBe('home.stages.queued');
    expect(stageLabelKey('processing', 'ocr')).toBe('home.stages.ocr');
    expect(stageLabelKey('processing', null)).toBe('home.stages.starting');
    expect(stageLabelKey('completed', 'rendering')).toBe('home.stages.completed');
    expect(stageLabelKey('failed', 'translating')).toBe('home.stages.failed');
  });

  it('shows whole percents within 0–100, and 100 once completed', () => {
    expect(displayPercent('processing', 41.6)).toBe(42);
    expect(displayPercent('processing', 140)).toBe(100);
    expect(displayPercent('processing', Number.NaN)).toBe(0);
    expect(displayPercent('completed', 80)).toBe(100);
    expect(displayPercent('queued', 30)).toBe(0);
  });

  it('marks steps before the current stage done and later ones to come', () => {
    expect(stepState('extracting', 'processing', 'translating')).toBe('done');
    expect(stepState('translating', 'processing', 'translating')).toBe('current');
    expect(stepState('rendering', 'processing', 'translating')).toBe('todo');
    expect(stepState('rendering', 'completed', 'rendering')).toBe('done');
    expect(stepState('extracting', 'queued', null)).toBe('todo');
  });
});
