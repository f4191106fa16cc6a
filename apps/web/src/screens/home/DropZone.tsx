import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Button, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { ACCEPT_ATTRIBUTE, ACCEPTED_LABELS, namePastedFile } from './acceptedFiles';
import classes from './DropZone.module.css';

interface Props {
  onFiles: (files: File[]) => void;
  /** Smaller once cards are listed below it. */
  compact: boolean;
  /** The user is about to give files (pointer over or down, focus, a drag): time to load what follows. */
  onIntent?: () => void;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** Drop files here, click (or Enter/Space) to pick them, or paste an image from the clipboard. */
export function DropZone({ onFiles, compact, onIntent }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const depth = useRef(0);
  // Phones and tablets have nothing to drag from: the zone is a picker there.
  const touch = useMediaQuery('(pointer: coarse)');

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      onFiles(files.map((file) => namePastedFile(file, new Date())));
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [onFiles]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setActive(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
      onDragEnter={(event) => {
        onIntent?.();
        if (!hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setActive(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setActive(false);
      }}
      onDrop={onDrop}
      data-testid="drop-zone"
    >
      <UnstyledButton
        className={classes.zone}
        data-active={active || undefined}
        data-compact={compact || undefined}
        onClick={() => input.current?.click()}
        aria-describedby="drop-zone-formats"
      >
        <ThemeIcon size={compact ? 44 : 64} radius="xl" variant="light" className={classes.icon} aria-hidden>
          <IconCloudUpload size={compact ? 24 : 34} stroke={1.6} />
        </ThemeIcon>
        <Text fw={700} fz={compact ? 'md' : 'lg'}>
          {active ? t('home.drop.release') : touch ? t('home.drop.touchTitle') : t('home.drop.title')}
        </Text>
        <Text c="dimmed" size="sm" mt={4}>
          {t('home.drop.hint')}
        </Text>
        {!compact && (
          <Button component="span" mt="md" radius="xl" leftSection={<IconCloudUpload size={18} />}>
            {t('home.drop.choose')}
          </Button>
        )}
        <Text id="drop-zone-formats" c="dimmed" size="xs" mt="md" className={classes.formats}>
          {t('home.drop.formats', { formats: ACCEPTED_LABELS.join(', ') })}
        </Text>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        hidden
        data-testid="file-input"
        aria-label={t('home.drop.choose')}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
