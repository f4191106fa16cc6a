import { useState } from 'react';
import { Button, Group, Modal, Radio, ScrollArea, Stack } from '@mantine/core';
import { IconFolderFilled, IconHome } from '@tabler/icons-react';
import type { Folder } from '@tolk/contract';
import { useTranslation } from 'react-i18next';
import { buildFolderTree, flattenTree } from './folderTree';

/** Picks a destination folder (or the top level); folders in `exclude` cannot be chosen. */
export function MoveModal({
  title,
  folders,
  exclude,
  current,
  pending,
  onMove,
  onClose,
}: {
  title: string;
  folders: readonly Folder[];
  exclude?: ReadonlySet<string>;
  current: string | null | undefined;
  pending: boolean;
  onMove: (folderId: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string>(current === undefined ? '' : (current ?? 'root'));
  const options = flattenTree(buildFolderTree(folders)).filter((node) => !exclude?.has(node.folder.id));
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        <ScrollArea.Autosize mah={360} type="auto">
          <Radio.Group value={choice} onChange={setChoice} aria-label={t('history.move.destination')}>
            <Stack gap={10} py={4} data-testid="move-destinations">
              <Radio
                value="root"
                data-testid="move-target"
                data-name=""
                label={
                  <Group gap={6}>
                    <IconHome size={16} aria-hidden /> {t('history.move.topLevel')}
                  </Group>
                }
              />
              {options.map(({ folder, depth }) => (
                <Radio
                  key={folder.id}
                  value={folder.id}
                  data-testid="move-target"
                  data-name={folder.name}
                  style={{ marginInlineStart: `${depth * 1.2}rem` }}
                  label={
                    <Group gap={6} wrap="nowrap">
                      <IconFolderFilled
                        size={16}
                        color={folder.color ?? 'var(--mantine-color-gray-5)'}
                        aria-hidden
                      />
                      {folder.name}
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('history.cancel')}
          </Button>
          <Button
            disabled={choice === ''}
            loading={pending}
            data-testid="confirm-button"
            onClick={() => onMove(choice === 'root' ? null : choice)}
          >
            {t('history.move.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
