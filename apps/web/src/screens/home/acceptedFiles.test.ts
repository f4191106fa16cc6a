import { describe, expect, it } from 'vitest';
import { ACCEPT_ATTRIBUTE, guessFormat, namePastedFile, refusalOf } from './acceptedFiles';

describe('accepted files', () => {
  it('refuses an empty file and a type the engine does not read, before uploading', () => {
    expect(refusalOf({ name: 'notes.txt', type: 'text/plain', size: 0 })).toBe('empty');
    expect(refusalOf({ name: 'notes.txt', type: 'text/plain', size: 1 })).toBeNull();
    expect(refusalOf({ name: 'tool.exe', type: '', size: 0 })).toBe('unsupported');
    expect(refusalOf(new File([], 'scan.pdf', { type: 'application/pdf' }))).toBe('empty');
  });

  it('recognises every format the engine reads by name, whatever the case', () => {
    const names = [
      'a.PDF',
      'b.docx',
      'c.pptx',
      'd.xlsx',
      'e.odt',
      'f.odp',
      'g.ods',
      'h.epub',
      'i.htm',
      'j.md',
    ];
    const more = ['k.txt', 'l.srt', 'm.vtt', 'n.png', 'o.JPG', 'p.jpeg', 'q.webp'];
    expect([...names, ...more].map((name) => guessFormat({ name, type: '' }))).toEqual([
      'pdf',
      'docx',
      'pptx',
      'xlsx',
      'odt',
      'odp',
      'ods',
      'epub',
      'html',
      'md',
      'txt',
      'srt',
      'vtt',
      'png',
      'jpeg',
      'jpeg',
      'webp',
    ]);
  });

  it('falls back on the MIME type for names without a known extension', () => {
    expect(guessFormat({ name: 'scan', type: 'application/pdf' })).toBe('pdf');
    expect(guessFormat({ name: 'notes', type: 'text/plain; charset=utf-8' })).toBe('txt');
  });

  it('refuses what the engine cannot read', () => {
    expect(guessFormat({ name: 'setup.exe', type: 'application/x-msdownload' })).toBeNull();
    expect(guessFormat({ name: 'archive.zip', type: 'application/zip' })).toBeNull();
  });

  it('lets the picker filter by extension and MIME type', () => {
    expect(ACCEPT_ATTRIBUTE.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', '.vtt', 'image/webp']),
    );
  });

  it('names pasted screenshots by the time they were pasted, and leaves real names alone', () => {
    const pasted = namePastedFile(
      new File(['x'], 'image.png', { type: 'image/png' }),
      new Date('2026-11-21T09:05:07Z'),
    );
    expect(pasted.name).toBe('pasted-2026-11-21-09-05-07.png');
    const named = new File(['x'], 'menu.jpg', { type: 'image/jpeg' });
    expect(namePastedFile(named, new Date())).toBe(named);
  });
});
