import { Stack } from '@mantine/core';
import { usePreferences } from '../../api/preferences';
import { useUpdatePreferences } from '../../api/updatePreferences';
import { Screen } from '../../components/Screen';
import { AppearanceSection } from './AppearanceSection';
import { GlossariesSection } from './GlossariesSection';
import { NotificationsSection } from './NotificationsSection';
import { SaveStatus } from './SaveStatus';
import { StorageSection } from './StorageSection';
import { TranslationSection } from './TranslationSection';

/** Every preference of SPEC.md §3; each change is saved at once. */
export function SettingsScreen() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const onChange = update.mutate;

  return (
    <Screen name="settings">
      <Stack gap="lg">
        <TranslationSection preferences={preferences} onChange={onChange} />
        <GlossariesSection />
        <AppearanceSection preferences={preferences} onChange={onChange} />
        <NotificationsSection preferences={preferences} onChange={onChange} />
        <StorageSection preferences={preferences} onChange={onChange} />
      </Stack>
      <SaveStatus saving={update.isPending} savedAt={update.isSuccess ? update.submittedAt : null} />
    </Screen>
  );
}
