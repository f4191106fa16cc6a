import { useState } from 'react';
import { Button, Divider, Loader, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLink } from '@tabler/icons-react';
import { SHARE_DEFAULT_EXPIRY_DAYS, type ShareLink, type Translation } from '@tolk/contract';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useCreateShareLink, useShareLinks } from '../../../api/sharing';
import { ShareLinkActions } from './ShareLinkActions';
import { ShareLinkList } from './ShareLinkList';
import { ShareOptions, type ShareChoices } from './ShareOptions';

const DEFAULTS: ShareChoices = {
  expiresInDays: SHARE_DEFAULT_EXPIRY_DAYS,
  allowDownload: true,
  includeOriginal: false,
};

/** Share in History's document menu: make a public link, copy or send it, and revoke the live ones. */
export function ShareDialog({ translation, onClose }: { translation: Translation; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [choices, setChoices] = useState(DEFAULTS);
  const [created, setCreated] = useState<ShareLink | null>(null);
  const links = useShareLinks(translation.id);
  const create = useCreateShareLink();
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={phone}
      size="lg"
      title={t('share.title', { name: translation.fileName })}
      data-testid="share-dialog"
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('share.intro')}
        </Text>
        <ShareOptions value={choices} onChange={setChoices} />
        <Button
          leftSection={<IconLink size={18} />}
          loading={create.isPending}
          onClick={() =>
            create.mutate(
              { translationId: translation.id, ...choices },
              { onSuccess: (link) => setCreated(link) },
            )
          }
          data-testid="share-create"
        >
          {t('share.create')}
        </Button>
        {created && links.data?.some((link) => link.shareId === created.shareId) !== false && (
          <Paper
            withBorder
            radius="md"
            p="md"
            bg="var(--mantine-primary-color-light)"
            data-testid="share-created"
          >
            <Stack gap="sm">
              <TextInput
                label={t('share.linkLabel')}
                value={created.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                data-testid="share-url"
              />
              <ShareLinkActions url={created.url} title={translation.fileName} />
            </Stack>
          </Paper>
        )}
        <Divider label={t('share.activeTitle')} labelPosition="left" />
        {links.isPending ? (
          <Loader size="sm" aria-label={t('share.loadingLinks')} />
        ) : (
          <ShareLinkList links={links.data ?? []} title={translation.fileName} />
        )}
      </Stack>
    </Modal>
  );
}
