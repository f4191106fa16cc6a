import { Switch } from '@mantine/core';
import type { Preferences, PreferencesPatch } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { SettingsSection } from '../../components/SettingsSection';

interface Props {
  preferences: Preferences;
  onChange: (patch: PreferencesPatch) => void;
}

export function NotificationsSection({ preferences, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.notifications')}>
      <Switch
        label={t('settings.translationComplete')}
        description={t('settings.translationCompleteHint')}
        checked={preferences.notifications.translationComplete}
        onChange={(event) =>
          onChange({ notifications: { translationComplete: event.currentTarget.checked } })
        }
        data-testid="pref-notify-complete"
      />
      <Switch
        label={t('settings.quotaWarnings')}
        description={t('settings.quotaWarningsHint')}
        checked={preferences.notifications.quotaWarnings}
        onChange={(event) => onChange({ notifications: { quotaWarnings: event.currentTarget.checked } })}
        data-testid="pref-notify-quota"
      />
    </SettingsSection>
  );
}
