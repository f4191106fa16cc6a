import type { ComponentType } from 'react';
import { Box, ThemeIcon } from '@mantine/core';
import {
  IconBadgeCc,
  IconBook,
  IconFile,
  IconFileText,
  IconFileTypeDocx,
  IconFileTypeHtml,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeXls,
  IconMarkdown,
  IconPhoto,
  type IconProps,
} from '@tabler/icons-react';
import type { DocumentFormat } from './formatTypes';
import { PdfThumbnail } from './PdfThumbnail';
import classes from './UploadCard.module.css';

const ICONS: Partial<Record<DocumentFormat, ComponentType<IconProps>>> = {
  pdf: IconFileTypePdf,
  docx: IconFileTypeDocx,
  odt: IconFileTypeDocx,
  pptx: IconFileTypePpt,
  odp: IconFileTypePpt,
  xlsx: IconFileTypeXls,
  ods: IconFileTypeXls,
  epub: IconBook,
  html: IconFileTypeHtml,
  md: IconMarkdown,
  txt: IconFileText,
  srt: IconBadgeCc,
  vtt: IconBadgeCc,
  png: IconPhoto,
  jpeg: IconPhoto,
  webp: IconPhoto,
  heic: IconPhoto,
};

const COLORS: Partial<Record<DocumentFormat, string>> = {
  pdf: 'red',
  docx: 'blue',
  odt: 'blue',
  pptx: 'orange',
  odp: 'orange',
  xlsx: 'green',
  ods: 'green',
  epub: 'grape',
};

export function FormatIcon({ format, size = 56 }: { format: DocumentFormat | null; size?: number }) {
  const Icon = (format && ICONS[format]) || IconFile;
  return (
    <ThemeIcon
      size={size}
      radius="md"
      variant="light"
      color={(format && COLORS[format]) || undefined}
      aria-hidden
    >
      <Icon size={size * 0.55} stroke={1.5} />
    </ThemeIcon>
  );
}

/** A glance at the file: the image itself, the first PDF page, or an icon for its format. */
export function FilePreview({
  file,
  format,
  imageUrl,
}: {
  file: File;
  format: DocumentFormat | null;
  imageUrl: string | null;
}) {
  if (imageUrl)
    return (
      <Box className={classes.preview}>
        <img src={imageUrl} alt="" className={classes.previewImage} />
      </Box>
    );
  if (format === 'pdf')
    return (
      <Box className={classes.preview}>
        <PdfThumbnail file={file} fallback={<FormatIcon format="pdf" />} />
      </Box>
    );
  return (
    <Box className={classes.preview} data-icon>
      <FormatIcon format={format} />
    </Box>
  );
}
