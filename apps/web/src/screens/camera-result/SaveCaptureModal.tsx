import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { CallableError } from '@tolk/client';
import { type Folder, type Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { errorMessage } from '../../api/errors';
import { useCreateFolder, useFolders } from '../../api/folders';
import { useSaveCapture } from '../../api/imageBlocks';
import { notifyError, notifySuccess } from '../../app/notifications/notify';
import { FolderChoice } from '../../components/FolderChoice';

const NO_FOLDERS: Folder[] = [];
/** Refusals about the name itself: shown under the name field rather than as a notification. */
const NAME_REFUSALS = new Set(['aborted', 'invalid-argument']);

/** A new folder at the top level, made without leaving the dialog; it becomes the choice. */
function NewFolder({ onCreated }: { onCreated: (folder: Folder) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  const create = useCreateFolder();
  if (name === null)
    return (
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconFolderPlus size={16} />}
        onClick={() => setName('')}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('cameraResult.save.newFolder')}
      </Button>
    );
  const submit = () => {
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (folder) => {
          setName(null);
          onCreated(folder);
        },
      },
    );
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        size="xs"
        label={t('cameraResult.save.newFolderName')}
        value={name}
        maxLength={120}
        autoFocus
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault(); // Not the dialog's own submit.
          submit();
        }}
      />
      <Button size="xs" loading={create.isPending} disabled={!name.trim()} onClick={submit}>
        {t('cameraResult.save.createFolder')}
      </Button>
      <Button size="xs" variant="default" onClick={() => setName(null)}>
        {t('cameraResult.save.cancel')}
      </Button>
    </Group>
  );
}

/** "Save to history": a folder (or the top level) and a name, then saveCapture. */
export function SaveCaptureModal({
  translation,
  onClose,
  onSaved,
}: {
  translation: Translation;
  onClose: () => void;
  onSaved: (saved: Translation) => void;
}) {
  const { t } = useTranslation();
  const folders = useFolders().data?.folders ?? NO_FOLDERS;
  const [created, setCreated] = useState<Folder[]>([]);
  const [folder, setFolder] = useState('root');
  const [name, setName] = useState(translation.fileName);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCapture();
  const choices = [...folders, ...created.filter((c) => !folders.some((f) => f.id === c.id))];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fileName = name.trim();
    if (!fileName) return setError(t('history.rename.required'));
    save.mutate(
      {
        translationId: translation.id,
        folderId: folder === 'root' ? null : folder,
        ...(fileName === translation.fileName ? {} : { fileName }),
      },
      {
        onSuccess: (saved) => {
          notifySuccess(t('cameraResult.save.done', { name: saved.fileName }));
          onSaved(saved);
        },
        onError: (failure) => {
          if (failure instanceof CallableError && NAME_REFUSALS.has(failure.code))
            setError(errorMessage(failure, t('reasons.DOCUMENT_NAME_EXISTS')));
          else notifyError(errorMessage(failure, t('cameraResult.save.failed')));
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('cameraResult.save.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('cameraResult.save.name')}
            data-testid="camera-save-name"
            value={name}
            maxLength={255}
            error={error}
            data-autofocus
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('cameraResult.save.folder')}
            </Text>
            <FolderChoice
              folders={choices}
              value={folder}
              onChange={setFolder}
              label={t('cameraResult.save.folder')}
              testId="camera-save-folder"
              optionTestId="camera-save-folder-option"
              maxHeight={240}
            />
            <NewFolder
              onCreated={(made) => {
                setCreated((list) => [...list, made]);
                setFolder(made.id);
              }}
            />
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cameraResult.save.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="camera-save-confirm">
              {t('cameraResult.save.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
