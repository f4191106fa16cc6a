import { useState } from 'react';
import {
  IconFileText,
  IconFileTypePdf,
  IconFileWord,
  IconMarkdown,
  IconPhoto,
  IconPresentation,
  IconSubtitles,
  IconTable,
  IconBook,
  IconFileCode,
} from '@tabler/icons-react';
import type { Translation } from '@tolk/contract';
import { useImageSrc } from '../../api/useFileSrc';
import classes from './History.module.css';

const ICONS: Record<Translation['format'], typeof IconFileText> = {
  pdf: IconFileTypePdf,
  docx: IconFileWord,
  odt: IconFileWord,
  pptx: IconPresentation,
  odp: IconPresentation,
  xlsx: IconTable,
  ods: IconTable,
  epub: IconBook,
  html: IconFileCode,
  md: IconMarkdown,
  txt: IconFileText,
  srt: IconSubtitles,
  vtt: IconSubtitles,
  png: IconPhoto,
  jpeg: IconPhoto,
  webp: IconPhoto,
  heic: IconPhoto,
};

/** The first page's thumbnail when the server made one, otherwise the format's icon. */
export function DocThumb({ translation }: { translation: Translation }) {
  const [broken, setBroken] = useState(false);
  const src = useImageSrc(translation.thumbnailFileId);
  const Icon = ICONS[translation.format] ?? IconFileText;
  if (src && !broken)
    return <img className={classes.thumb} src={src} alt="" loading="lazy" onError={() => setBroken(true)} />;
  return (
    <span className={classes.thumb} data-format={translation.format} aria-hidden>
      <Icon size={22} stroke={1.6} />
    </span>
  );
}
