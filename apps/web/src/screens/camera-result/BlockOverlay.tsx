import { Fragment, useState } from 'react';
import { Drawer, Popover } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ImageBlocks } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { BlockDetails } from './BlockDetails';
import { blockRegion, regionStyle } from './blockGeometry';
import { blockReading } from './resultText';
import classes from './CameraResult.module.css';

/**
 * The recognised blocks as transparent buttons over the photo. Tapping one (or Enter/Space on it)
 * shows its original and translation: a popover beside it, or a bottom sheet on phones.
 */
export function BlockOverlay({
  blocks,
  langFrom,
  langTo,
}: {
  blocks: ImageBlocks;
  langFrom: string | null;
  langTo: string;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [selected, setSelected] = useState<number | null>(null);
  const close = () => setSelected(null);
  const chosen = selected === null ? undefined : blocks.blocks[selected];

  return (
    <>
      {blocks.blocks.map((block, index) => {
        const open = selected === index;
        const button = (
          <button
            type="button"
            className={classes.block}
            style={regionStyle(blockRegion(block, blocks.width, blocks.height))}
            data-testid="camera-result-block"
            data-selected={open || undefined}
            aria-label={t('cameraResult.block.label', { index: index + 1, text: blockReading(block) })}
            aria-expanded={open}
            onClick={() => setSelected(open ? null : index)}
          />
        );
        if (phone) return <Fragment key={index}>{button}</Fragment>;
        return (
          <Popover
            key={index}
            opened={open}
            onDismiss={close}
            width={340}
            position="bottom"
            withArrow
            shadow="lg"
            radius="md"
            trapFocus
            returnFocus
          >
            <Popover.Target>{button}</Popover.Target>
            <Popover.Dropdown>
              <BlockDetails block={block} langFrom={langFrom} langTo={langTo} />
            </Popover.Dropdown>
          </Popover>
        );
      })}
      {phone && (
        <Drawer
          opened={chosen !== undefined}
          onClose={close}
          position="bottom"
          radius="lg"
          // As tall as the texts, not the drawer's fixed size: a sheet over the photo.
          styles={{ content: { height: 'auto', maxHeight: '85dvh' } }}
          title={t('cameraResult.block.title')}
        >
          {chosen && <BlockDetails block={chosen} langFrom={langFrom} langTo={langTo} />}
        </Drawer>
      )}
    </>
  );
}
