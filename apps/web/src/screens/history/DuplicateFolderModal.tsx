import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import {
  DUPLICATE_FOLDER_DEFAULTS,
  FOLDER_DUPLICATE_MAX_DEPTH,
  type Folder,
  type FunctionInput,
} from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { buildFolderTree, flattenTree } from '../../lib/folderTree';
import { copyName } from '../../lib/labels';

/** duplicateFolder with every option of SPEC.md §5, starting from its defaults. */
export function DuplicateFolderModal({
  folder,
  folders,
  pending,
  onSubmit,
  onClose,
}: {
  folder: Folder;
  folders: readonly Folder[];
  pending: boolean;
  onSubmit: (input: FunctionInput<'duplicateFolder'>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState(copyName(folder.name, t('history.copySuffix')));
  const [destination, setDestination] = useState<string>(folder.parentId ?? 'root');
  const [includeDocuments, setIncludeDocuments] = useState<boolean>(
    DUPLICATE_FOLDER_DEFAULTS.includeDocuments,
  );
  const [includeSubfolders, setIncludeSubfolders] = useState<boolean>(
    DUPLICATE_FOLDER_DEFAULTS.includeSubfolders,
  );
  const [preserveHierarchy, setPreserveHierarchy] = useState<boolean>(
    DUPLICATE_FOLDER_DEFAULTS.preserveHierarchy,
  );
  const [maxDepth, setMaxDepth] = useState<number>(DUPLICATE_FOLDER_DEFAULTS.maxDepth);
  const destinations = [
    { value: 'root', label: t('history.move.topLevel') },
    ...flattenTree(buildFolderTree(folders)).map(({ folder: f, depth }) => ({
      value: f.id,
      label: `${'— '.repeat(depth)}${f.name}`,
    })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      folderId: folder.id,
      newName: newName.trim() || undefined,
      destinationParentId: destination === 'root' ? null : destination,
      includeDocuments,
      includeSubfolders,
      preserveHierarchy,
      maxDepth,
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('history.duplicateFolder.title', { name: folder.name })}
      centered
    >
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('history.duplicateFolder.newName')}
            value={newName}
            maxLength={120}
            data-autofocus
            data-testid="folder-name-input"
            onChange={(event) => setNewName(event.currentTarget.value)}
          />
          <Select
            label={t('history.duplicateFolder.destination')}
            data={destinations}
            value={destination}
            onChange={(value) => setDestination(value ?? 'root')}
            allowDeselect={false}
            searchable
          />
          <Switch
            label={t('history.duplicateFolder.includeDocuments')}
            checked={includeDocuments}
            onChange={(event) => setIncludeDocuments(event.currentTarget.checked)}
          />
          <Switch
            label={t('history.duplicateFolder.includeSubfolders')}
            checked={includeSubfolders}
            onChange={(event) => setIncludeSubfolders(event.currentTarget.checked)}
          />
          <Switch
            label={t('history.duplicateFolder.preserveHierarchy')}
            description={t('history.duplicateFolder.preserveHierarchyHelp')}
            checked={preserveHierarchy}
            disabled={!includeSubfolders}
            onChange={(event) => setPreserveHierarchy(event.currentTarget.checked)}
          />
          <NumberInput
            label={t('history.duplicateFolder.maxDepth')}
            description={t('history.duplicateFolder.maxDepthHelp', { max: FOLDER_DUPLICATE_MAX_DEPTH })}
            value={maxDepth}
            min={0}
            max={FOLDER_DUPLICATE_MAX_DEPTH}
            clampBehavior="strict"
            allowDecimal={false}
            disabled={!includeSubfolders}
            onChange={(value) => setMaxDepth(typeof value === 'number' ? value : 0)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('history.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="confirm-button">
              {t('history.duplicateFolder.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
