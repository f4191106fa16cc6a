import { describe, expect, it } from 'vitest';
import type { SharedFile } from '@tolk/contract';
import { paneKind } from './sharedView';

const file = (view: SharedFile['view']): SharedFile => ({
  kind: 'translated',
  fileName: 'notes',
  contentType: 'application/octet-stream',
  size: 1,
  viewPath: '/api/shared/abc/files/translated',
  view,
  downloadPath: null,
});

describe('paneKind', () => {
  it('shows the file by its format when downloads are allowed, else the server’s view as it is', () => {
    expect(paneKind(file('file'), 'docx')).toBe('pages');
    expect(paneKind(file('file'), 'md')).toBe('markdown');
    // View-only: an office document's view is already PDF pages, a Markdown file's a reading page.
    expect(paneKind(file('pdf'), 'docx')).toBe('pdf');
    expect(paneKind(file('html'), 'md')).toBe('html');
    expect(paneKind(file('html'), 'srt')).toBe('html');
    expect(paneKind(file('image'), 'heic')).toBe('image');
    expect(paneKind(file('none'), 'heic')).toBe('none');
  });
});
