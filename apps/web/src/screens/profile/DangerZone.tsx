import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { DeleteAccountModal } from './DeleteAccountModal';

/** The last card of Profile: deleting the account, behind a confirmation. */
export function DangerZone({ email }: { email: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-label={t('profile.delete.title')}
      style={{ borderColor: 'var(--mantine-color-red-light-color)' }}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 16rem' }}>
          <Title order={2} fz="h4" c="red">
            {t('profile.delete.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.delete.hint')}
          </Text>
        </Stack>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} />}
          onClick={() => setOpen(true)}
          data-testid="delete-account"
        >
          {t('profile.delete.action')}
        </Button>
      </Group>
      <DeleteAccountModal email={email} opened={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
