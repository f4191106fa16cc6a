import { useSyncExternalStore, type ReactNode } from 'react';
import { Button, Notification } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from '../i18n/useTranslation';
import { notifications } from './notify';
import type { NotificationType } from './store';
import classes from './Notifications.module.css';

const LOOK: Record<NotificationType, { color: string; icon: ReactNode }> = {
  positive: { color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
  negative: { color: 'red', icon: <IconX size={18} aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} aria-hidden /> },
};

/** The notification stack: top of the screen, 90px plus the safe area down (SPEC.md §9). */
export function Notifications() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot);
  return (
    <section className={classes.container} data-testid="notifications" aria-label={t('notifications.label')}>
      {items.map((item) => (
        <Notification
          key={item.id}
          className={classes.item}
          color={LOOK[item.type].color}
          icon={LOOK[item.type].icon}
          role={item.type === 'negative' ? 'alert' : 'status'}
          aria-live={item.type === 'negative' ? 'assertive' : 'polite'}
          data-type={item.type}
          withBorder
          closeButtonProps={{ 'aria-label': t('notifications.close') }}
          onClose={() => notifications.dismiss(item.id)}
        >
          {item.message}
          {item.action && (
            <Button
              component="a"
              href={item.action.href}
              download
              size="compact-sm"
              variant="light"
              color={LOOK[item.type].color}
              mt={6}
              display="flex"
              w="fit-content"
              onClick={() => notifications.dismiss(item.id)}
              data-testid="notification-action"
            >
              {item.action.label}
            </Button>
          )}
        </Notification>
      ))}
    </section>
  );
}
