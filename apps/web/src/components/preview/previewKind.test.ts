import { describe, expect, it } from 'vitest';
import { pagesSrc, previewKind } from './previewKind';

describe('previewKind', () => {
  it('renders PDFs, images, text, office pages and HTML, Markdown and EPUB documents', () => {
    expect(previewKind('pdf')).toBe('pdf');
    expect(previewKind('webp')).toBe('image');
    expect(previewKind('srt')).toBe('text');
    expect(previewKind('html')).toBe('html');
    expect(previewKind('md')).toBe('markdown');
    expect(previewKind('epub')).toBe('epub');
    for (const format of ['docx', 'pptx', 'xlsx', 'odt', 'odp', 'ods'] as const)
      expect(previewKind(format)).toBe('pages');
    expect(previewKind('heic')).toBe('office');
  });

  it('asks for the rendered pages beside the file, keeping a signed query', () => {
    expect(pagesSrc('/api/files/f1')).toBe('/api/files/f1/preview');
    expect(pagesSrc('/api/files/f1?exp=9&sig=a?b')).toBe('/api/files/f1/preview?exp=9&sig=a?b');
  });
});
