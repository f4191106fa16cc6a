import { describe, expect, it } from 'vitest';
import { previewKind } from './previewKind';

describe('previewKind', () => {
  it('renders PDFs, images and text formats, and offers a download for office formats', () => {
    expect(previewKind('pdf')).toBe('pdf');
    expect(previewKind('webp')).toBe('image');
    expect(previewKind('srt')).toBe('text');
    expect(previewKind('html')).toBe('text');
    expect(previewKind('docx')).toBe('office');
    expect(previewKind('epub')).toBe('office');
  });
});
