import type { ImageBlock, Translation } from '@tolk/contract';

/** What a block reads as in the user's language: its translation, or the original when nothing came back. */
export function blockReading(block: Pick<ImageBlock, 'text' | 'translation'>): string {
  return block.translation.trim() || block.text.trim();
}

/** The blocks worth listing under the image (a block with neither text nor translation is noise). */
export function readableBlocks<B extends Pick<ImageBlock, 'text' | 'translation'>>(
  blocks: readonly B[],
): B[] {
  return blocks.filter((block) => blockReading(block) !== '');
}

/** All the translated text of a photo, one block a paragraph, in reading order: what Copy and Share give. */
export function translatedText(blocks: readonly Pick<ImageBlock, 'text' | 'translation'>[]): string {
  return readableBlocks(blocks).map(blockReading).join('\n\n');
}

/** Where a saved translation is in History: its folder, searched for its name so it is the one on top. */
export function historyPath(translation: Pick<Translation, 'folderId' | 'fileName'>): string {
  const folder = translation.folderId ? `/${encodeURIComponent(translation.folderId)}` : '';
  return `/history${folder}?${new URLSearchParams({ q: translation.fileName }).toString()}`;
}

/** "Menu.jpg" translated to Spanish is shared as "Menu (es).jpg". */
export function translatedFileName(fileName: string, langTo: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return `${fileName} (${langTo})`;
  return `${fileName.slice(0, dot)} (${langTo})${fileName.slice(dot)}`;
}
