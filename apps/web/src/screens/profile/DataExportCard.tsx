import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AccountExportEvent } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { accountExportKey, exportDownloadUrl } from '../../api/accountExport';
import { useExportAccount } from '../../api/accountSettings';
import { errorMessage } from '../../api/errors';
import { notifyError } from '../../app/notifications/notify';

/** "Your data": asks for a ZIP of everything; the link comes back as a live event (and is shown here). */
export function DataExportCard() {
  const { t, i18n } = useTranslation();
  const start = useExportAccount();
  // Written by the account-export live event (api/accountExport.ts); never fetched.
  const { data: latest, dataUpdatedAt } = useQuery<AccountExportEvent | null>({
    queryKey: accountExportKey,
    queryFn: () => null,
    enabled: false,
  });
  const ready = latest?.status === 'ready' && Date.parse(latest.expiresAt) > Date.now() ? latest : undefined;
  // Asked for, and no event has come since.
  const waiting = start.isSuccess && dataUpdatedAt < start.submittedAt;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('profile.export.title')}>
      <Title order={2} fz="h4" mb={4}>
        {t('profile.export.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('profile.export.hint')}
      </Text>
      <Stack gap="sm">
        {waiting && (
          <Alert variant="light" color="blue" data-testid="export-preparing">
            {t('profile.export.preparing')}
          </Alert>
        )}
        <Group gap="xs">
          {ready && (
            <Button
              component="a"
              href={exportDownloadUrl(ready)}
              download
              leftSection={<IconDownload size={16} />}
              data-testid="export-download"
            >
              {t('profile.export.download')}
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconFileZip size={16} />}
            loading={start.isPending}
            disabled={waiting}
            onClick={() =>
              start.mutate(undefined, {
                onError: (error) => notifyError(errorMessage(error, t('profile.export.failed'))),
              })
            }
            data-testid="export-start"
          >
            {t('profile.export.action')}
          </Button>
        </Group>
        {ready && (
          <Text size="xs" c="dimmed">
            {t('profile.export.expires', {
              time: new Date(ready.expiresAt).toLocaleTimeString(i18n.language, { timeStyle: 'short' }),
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
