import { useState, type ReactNode } from 'react';
import { Button, Card, Divider, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDevices, IconKey } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useSignInMethods, useSignOutOtherDevices } from '../../api/accountSettings';
import { errorMessage } from '../../api/errors';
import { notifyError, notifySuccess } from '../../app/notifications/notify';
import { PasswordForm } from './PasswordForm';

function Row({ title, hint, action }: { title: string; hint: string; action: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Stack gap={2} style={{ flex: '1 1 16rem' }}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}

/** Password (change, or set a first one) and signing out every other device. */
export function SecurityCard() {
  const { t } = useTranslation();
  const methods = useSignInMethods();
  const others = useSignOutOtherDevices();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const hasPassword = methods.data?.hasPassword ?? false;

  function signOutOthers() {
    others.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(t('profile.devices.done'));
      },
      onError: (error) => notifyError(errorMessage(error, t('profile.devices.failed'))),
    });
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('profile.security')}>
      <Title order={2} fz="h4" mb="md">
        {t('profile.security')}
      </Title>
      <Stack gap="md">
        {methods.isPending ? (
          <Skeleton height={48} />
        ) : editing ? (
          <PasswordForm hasPassword={hasPassword} onDone={() => setEditing(false)} />
        ) : (
          <Row
            title={t('profile.password.title')}
            hint={hasPassword ? t('profile.password.hasOne') : t('profile.password.none')}
            action={
              <Button
                variant="light"
                leftSection={<IconKey size={16} />}
                onClick={() => setEditing(true)}
                data-testid={hasPassword ? 'change-password' : 'set-password'}
              >
                {hasPassword ? t('profile.password.change') : t('profile.password.set')}
              </Button>
            }
          />
        )}
        <Divider />
        <Row
          title={t('profile.devices.title')}
          hint={t('profile.devices.hint')}
          action={
            <Button
              variant="light"
              leftSection={<IconDevices size={16} />}
              onClick={() => setConfirming(true)}
              data-testid="sign-out-others"
            >
              {t('profile.devices.action')}
            </Button>
          }
        />
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('profile.devices.action')}
        centered
      >
        <Text mb="lg">{t('profile.devices.confirm')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('profile.cancel')}
          </Button>
          <Button loading={others.isPending} onClick={signOutOthers} data-testid="sign-out-others-confirm">
            {t('profile.devices.action')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
