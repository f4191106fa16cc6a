import { Group, Loader, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePreferences, useUpdatePreferences } from '../../api/preferences';
import { Screen } from '../../components/Screen';
import { AppearanceSection } from './AppearanceSection';
import { NotificationsSection } from './NotificationsSection';
import { TranslationSection } from './TranslationSection';

/** Every preference of SPEC.md §3; each change is saved at once. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const onChange = update.mutate;

  return (
    <Screen name="settings">
      <Stack gap="lg">
        <Group justify="flex-end" gap={6} c="dimmed" role="status" aria-live="polite" mih={20}>
          {update.isPending ? (
            <>
              <Loader size={14} aria-hidden />
              <Text size="sm">{t('settings.saving')}</Text>
            </>
          ) : update.isSuccess ? (
            <>
              <IconCheck size={16} aria-hidden />
              <Text size="sm">{t('settings.saved')}</Text>
            </>
          ) : null}
        </Group>
        <TranslationSection preferences={preferences} onChange={onChange} />
        <AppearanceSection preferences={preferences} onChange={onChange} />
        <NotificationsSection preferences={preferences} onChange={onChange} />
      </Stack>
    </Screen>
  );
}
