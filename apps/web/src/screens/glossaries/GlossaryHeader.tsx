import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Glossary, LanguageCode } from '@tolk/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useDeleteGlossary, useUpdateGlossary } from '../../api/glossaries';
import { notifySuccess } from '../../app/notifications/notify';
import { LanguagePair } from '../../components/LanguagePair';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useDialogFocus, useDialogState } from '../../components/useDialogFocus';
import { languageName } from '../../lib/languageNames';
import { GlossaryFormModal } from './GlossaryFormModal';

/** A pair glossary's name and languages, the default switch, and the ways to change or delete it. */
export function GlossaryHeader({ glossary }: { glossary: Glossary }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateGlossary();
  const remove = useDeleteGlossary();
  const [dialog, setDialog] = useDialogState<'edit' | 'delete'>(useDialogFocus());
  const from = (glossary.langFrom ?? 'en') as LanguageCode;
  const to = (glossary.langTo ?? 'es') as LanguageCode;
  const pair = { from: languageName(from, i18n.language), to: languageName(to, i18n.language) };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="glossary-name">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h3" id="glossary-name" style={{ overflowWrap: 'anywhere' }}>
            {glossary.name}
          </Title>
          <Text c="dimmed" size="sm">
            <LanguagePair from={pair.from} to={pair.to} />
          </Text>
        </Stack>
        <Switch
          label={t('glossaries.defaultFor', pair)}
          description={t('glossaries.defaultHint')}
          checked={glossary.isDefault}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ glossaryId: glossary.glossaryId, isDefault: event.currentTarget.checked })
          }
          data-testid="glossary-default"
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setDialog('edit')}
          >
            {t('glossaries.edit.button')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDialog('delete')}
            data-testid="delete-glossary"
          >
            {t('glossaries.delete.button')}
          </Button>
        </Group>
      </Stack>
      {dialog === 'edit' && (
        <GlossaryFormModal
          title={t('glossaries.edit.title')}
          submitLabel={t('glossaries.save')}
          initial={{ name: glossary.name, langFrom: from, langTo: to }}
          pending={update.isPending}
          onSubmit={(details) =>
            update.mutate(
              { glossaryId: glossary.glossaryId, ...details },
              { onSuccess: () => setDialog(null) },
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmModal
          title={t('glossaries.delete.title')}
          message={t('glossaries.delete.message', { name: glossary.name })}
          confirmLabel={t('glossaries.delete.confirm')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(glossary.glossaryId, {
              onSuccess: () => {
                notifySuccess(t('glossaries.delete.done', { name: glossary.name }));
                void navigate('/settings/glossaries');
              },
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
