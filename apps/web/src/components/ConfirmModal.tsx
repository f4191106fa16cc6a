import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../app/i18n/useTranslation';

/** A yes/no question; the safe choice (cancel) gets the focus first. */
export function ConfirmModal({
  title,
  message,
  confirmLabel,
  danger = true,
  pending = false,
  onConfirm,
  onClose,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('history.cancel')}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={pending}
            onClick={onConfirm}
            data-testid="confirm-button"
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
