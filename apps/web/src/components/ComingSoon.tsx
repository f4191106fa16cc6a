import type { ReactNode } from 'react';
import { Badge, EmptyState, Paper } from '@mantine/core';
import { useTranslation } from '../app/i18n/useTranslation';
import classes from './ComingSoon.module.css';

/** An honest placeholder for a feature a later release brings: no fake content. */
export function ComingSoon({
  icon,
  title,
  description,
  actions,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper className={classes.card} withBorder radius="lg" p="xl">
      <EmptyState icon={icon} variant="light" size="lg" title={title} description={description}>
        <Badge variant="light" size="lg" radius="sm" className={classes.badge}>
          {t('common.comingSoon')}
        </Badge>
        {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
