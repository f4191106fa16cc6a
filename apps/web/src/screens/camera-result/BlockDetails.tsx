import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ImageBlock } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { languageName } from '../../lib/languageNames';
import classes from './CameraResult.module.css';

function CopyText({ value, label, autoFocus }: { value: string; label: string; autoFocus: boolean }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('cameraResult.block.copied') : label} withArrow position="left">
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={copied ? t('cameraResult.block.copied') : label}
            data-autofocus={autoFocus || undefined}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

function Part({
  heading,
  text,
  lang,
  copyLabel,
  testId,
  strong = false,
}: {
  heading: string;
  text: string;
  lang: string | undefined;
  copyLabel: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {heading}
        </Text>
        <CopyText value={text} label={copyLabel} autoFocus={strong} />
      </Group>
      <Text
        className={classes.blockText}
        size={strong ? 'md' : 'sm'}
        fw={strong ? 600 : undefined}
        lang={lang}
        data-testid={testId}
      >
        {text}
      </Text>
    </Stack>
  );
}

/** One block's original text and translation, each with a copy button. */
export function BlockDetails({
  block,
  langFrom,
  langTo,
}: {
  block: ImageBlock;
  langFrom: string | null;
  langTo: string;
}) {
  const { t, i18n } = useTranslation();
  const fromName = langFrom ? languageName(langFrom, i18n.language) : null;
  return (
    <Stack gap="sm">
      <Part
        heading={
          fromName ? `${t('cameraResult.block.original')} · ${fromName}` : t('cameraResult.block.original')
        }
        text={block.text}
        lang={langFrom ?? undefined}
        copyLabel={t('cameraResult.block.copyOriginal')}
        testId="camera-result-block-original"
      />
      <Part
        heading={`${t('cameraResult.block.translation')} · ${languageName(langTo, i18n.language)}`}
        text={block.translation}
        lang={langTo}
        copyLabel={t('cameraResult.block.copyTranslation')}
        testId="camera-result-block-translation"
        strong
      />
    </Stack>
  );
}
