import { Group, Radio, ScrollArea, Stack } from '@mantine/core';
import { IconFolderFilled, IconHome } from '@tabler/icons-react';
import type { Folder } from '@tolk/contract';
import { useTranslation } from '../app/i18n/useTranslation';
import { buildFolderTree, flattenTree } from '../lib/folderTree';

/**
 * The folder tree as radio buttons, with the top level first (value 'root'); folders in `exclude`
 * are left out. Shared by the move dialogs and the camera result's "Save to history".
 */
export function FolderChoice({
  folders,
  exclude,
  value,
  onChange,
  label,
  testId = 'move-destinations',
  optionTestId = 'move-target',
  maxHeight = 360,
}: {
  folders: readonly Folder[];
  exclude?: ReadonlySet<string>;
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId?: string;
  optionTestId?: string;
  maxHeight?: number;
}) {
  const { t } = useTranslation();
  const options = flattenTree(buildFolderTree(folders)).filter((node) => !exclude?.has(node.folder.id));
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto">
      <Radio.Group value={value} onChange={onChange} aria-label={label}>
        <Stack gap={10} py={4} data-testid={testId}>
          <Radio
            value="root"
            data-testid={optionTestId}
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
              data-testid={optionTestId}
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
  );
}
