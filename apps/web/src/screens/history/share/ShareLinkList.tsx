import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ShareLink } from '@tolk/contract';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { notifySuccess } from '../../../app/notifications/notify';
import { useRevokeShareLink } from '../../../api/sharing';
import { ShareLinkActions } from './ShareLinkActions';

/** A document's live links, each with what it allows, copy, and revoke after a confirmation. */
export function ShareLinkList({ links, title }: { links: ShareLink[]; title: string }) {
  const { t } = useTranslation();
  if (links.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="share-links-empty">
        {t('share.none')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="share-links">
      {links.map((link) => (
        <LinkItem key={link.shareId} link={link} title={title} />
      ))}
    </Stack>
  );
}

function LinkItem({ link, title }: { link: ShareLink; title: string }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeShareLink();
  const expiry = link.expiresAt
    ? t('share.expires', {
        date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(link.expiresAt),
        ),
      })
    : t('share.noExpiry');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="share-link" data-share-id={link.shareId}>
      <Stack gap={8}>
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="share-link-url">
          {link.url}
        </Text>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {expiry}
          </Text>
          <Badge size="xs" variant="light" color={link.allowDownload ? 'teal' : 'gray'}>
            {link.allowDownload ? t('share.downloadAllowed') : t('share.viewOnly')}
          </Badge>
          {link.includeOriginal && (
            <Badge size="xs" variant="light">
              {t('share.withOriginal')}
            </Badge>
          )}
        </Group>
        {confirming ? (
          <Group gap="xs" justify="space-between" data-testid="share-revoke-confirm">
            <Text size="sm">{t('share.revokeQuestion')}</Text>
            <Group gap="xs">
              {/* The question takes the place of the buttons: the focus goes to the safe answer. */}
              <Button size="xs" variant="default" onClick={() => setConfirming(false)} autoFocus>
                {t('share.cancel')}
              </Button>
              <Button
                size="xs"
                color="red"
                loading={revoke.isPending}
                data-testid="share-revoke-yes"
                onClick={() =>
                  revoke.mutate(link.shareId, { onSuccess: () => notifySuccess(t('share.revoked')) })
                }
              >
                {t('share.revokeConfirm')}
              </Button>
            </Group>
          </Group>
        ) : (
          <Group gap="xs" justify="space-between">
            <ShareLinkActions url={link.url} title={title} size="xs" />
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setConfirming(true)}
              data-testid="share-revoke"
            >
              {t('share.revoke')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
