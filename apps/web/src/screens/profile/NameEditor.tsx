import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { DISPLAY_NAME_MAX_LENGTH } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { errorMessage } from '../../api/errors';
import { useRename } from '../../api/accountSettings';
import { notifyError, notifySuccess } from '../../app/notifications/notify';

/** The name in Profile's header, with a pencil that turns it into a small form. */
export function NameEditor({ name, fallback }: { name: string | null; fallback: string }) {
  const { t } = useTranslation();
  const rename = useRename();
  const [draft, setDraft] = useState<string | null>(null);
  const trimmed = draft?.trim() ?? '';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (trimmed === '') return;
    rename.mutate(trimmed, {
      onSuccess: () => {
        setDraft(null);
        notifySuccess(t('profile.nameSaved'));
      },
      onError: (error) => notifyError(errorMessage(error, t('profile.nameFailed'))),
    });
  }

  if (draft === null)
    return (
      <Group gap={4} wrap="nowrap">
        <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }} data-testid="profile-name">
          {name || fallback}
        </Title>
        <Tooltip label={t('profile.editName')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('profile.editName')}
            onClick={() => setDraft(name ?? '')}
            data-testid="edit-name"
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  return (
    <form onSubmit={onSubmit}>
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t('profile.nameLabel')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          autoComplete="name"
          data-autofocus
          autoFocus
          error={draft !== '' && trimmed === '' ? t('profile.nameRequired') : undefined}
          style={{ flex: '1 1 12rem' }}
          data-testid="name-input"
        />
        <Button type="submit" loading={rename.isPending} disabled={trimmed === ''} data-testid="name-save">
          {t('profile.save')}
        </Button>
        <Button variant="default" onClick={() => setDraft(null)} disabled={rename.isPending}>
          {t('profile.cancel')}
        </Button>
      </Group>
    </form>
  );
}
