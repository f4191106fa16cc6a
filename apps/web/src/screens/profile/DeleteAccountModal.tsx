import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconDiamond } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useDeleteAccount } from '../../api/accountSettings';
import { errorMessage } from '../../api/errors';
import { useSubscription } from '../../api/premium';
import { notifyError, notifySuccess } from '../../app/notifications/notify';

interface Props {
  email: string;
  opened: boolean;
  onClose(): void;
}

/** What goes, the subscription that does not, and the account's e-mail typed exactly to confirm. */
export function DeleteAccountModal({ email, opened, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)');
  const subscription = useSubscription();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const matches = typed === email;
  const sub = subscription.data;

  function close() {
    if (remove.isPending) return;
    setTyped('');
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(typed, {
      onSuccess: () => {
        notifySuccess(t('profile.delete.done'));
        void navigate('/welcome', { replace: true });
      },
      onError: (error) => notifyError(errorMessage(error, t('profile.delete.failed'))),
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>{t('profile.delete.modalTitle')}</Text>}
      fullScreen={phone}
      centered
      size="lg"
      data-testid="delete-account-modal"
    >
      <form onSubmit={onSubmit}>
        <Stack gap="md">
          <Text>{t('profile.delete.whatGoes')}</Text>
          <List spacing={4} size="sm">
            <List.Item>{t('profile.delete.itemDocuments')}</List.Item>
            <List.Item>{t('profile.delete.itemFolders')}</List.Item>
            <List.Item>{t('profile.delete.itemAccount')}</List.Item>
          </List>
          {sub && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconDiamond size={18} />}
              title={t('profile.delete.subscriptionTitle')}
              data-testid="delete-subscription-warning"
            >
              <Text size="sm" mb="xs">
                {sub.source === 'stripe'
                  ? t('profile.delete.subscriptionWeb')
                  : t('profile.delete.subscriptionStore')}
              </Text>
              <Button component={Link} to="/pricing" size="compact-sm" variant="light" color="orange">
                {t('profile.delete.manage')}
              </Button>
            </Alert>
          )}
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('profile.delete.cannotUndo')}
          </Alert>
          <TextInput
            label={t('profile.delete.confirmLabel')}
            description={
              <Text component="span" size="sm" fw={700} c="var(--mantine-color-text)">
                {email}
              </Text>
            }
            placeholder={email}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            inputMode="email"
            data-testid="delete-confirm-input"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('profile.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              disabled={!matches}
              loading={remove.isPending}
              data-testid="delete-account-submit"
            >
              {t('profile.delete.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
