import { useEffect, useState } from 'react';
import { Loader, Paper, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import classes from './SaveStatus.module.css';

const SHOW_SAVED_MS = 2500;

/** A small floating "Saving… / All changes saved" pill; announced politely to screen readers. */
export function SaveStatus({ saving, savedAt }: { saving: boolean; savedAt: number | null }) {
  const { t } = useTranslation();
  const [hiddenAt, setHiddenAt] = useState<number | null>(null);
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setHiddenAt(savedAt), SHOW_SAVED_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);
  const saved = savedAt !== null && hiddenAt !== savedAt;
  const visible = saving || saved;
  return (
    <div className={classes.anchor} role="status" aria-live="polite">
      {visible && (
        <Paper className={classes.pill} shadow="md" radius="xl" withBorder>
          {saving ? <Loader size={14} aria-hidden /> : <IconCheck size={16} aria-hidden />}
          <Text size="sm" fw={500}>
            {saving ? t('settings.saving') : t('settings.saved')}
          </Text>
        </Paper>
      )}
    </div>
  );
}
