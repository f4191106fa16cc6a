/** "<stem> (copy)<ext>", then "(copy 2)<ext>", ... the first name `isTaken` says is free. */
export function firstFreeCopyName(
  stem: string,
  ext: string,
  isTaken: (candidate: string) => boolean,
): string {
  for (let n = 1; ; n++) {
    const candidate = `${stem} (${n === 1 ? 'copy' : `copy ${n}`})${ext}`;
    if (!isTaken(candidate)) return candidate;
  }
}
