import type { SharedDocument, SharedFile, SharedFileKind } from '@tolk/contract';
import { previewKind, type PreviewKind } from '../../components/preview/previewKind';

export type SharedView = 'translated' | 'original' | 'side';

/** The views the page offers: the translation always; the original and both side by side when shared. */
export function availableViews(document: SharedDocument): SharedView[] {
  return fileOf(document, 'original') ? ['translated', 'original', 'side'] : ['translated'];
}

export function fileOf(document: SharedDocument, kind: SharedFileKind): SharedFile | undefined {
  return document.files.find((file) => file.kind === kind);
}

/** The panes a view shows, in reading order (original first when side by side, as History does). */
export function panesOf(document: SharedDocument, view: SharedView): SharedFile[] {
  const original = fileOf(document, 'original');
  const translated = fileOf(document, 'translated');
  const panes = view === 'side' ? [original, translated] : [view === 'original' ? original : translated];
  return panes.filter((file): file is SharedFile => file !== undefined);
}

/** The files the visitor may save, translation first. */
export const downloadsOf = (document: SharedDocument): SharedFile[] =>
  document.files.filter((file) => file.downloadPath !== null);

/**
 * How a pane shows its file: the file itself as its format allows, or, on a view-only link, the
 * form the server made for viewing (PDF pages, a picture, or a reading page shown like HTML).
 */
export function paneKind(file: SharedFile, format: SharedDocument['format']): PreviewKind | 'none' {
  if (file.view === 'file') return previewKind(format);
  return file.view === 'html' ? 'html' : file.view;
}
