import type { SharedDocument, SharedFile, SharedFileKind } from '@tolk/contract';

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
