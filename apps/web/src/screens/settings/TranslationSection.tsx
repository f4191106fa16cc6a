import { Select, SimpleGrid, Switch } from '@mantine/core';
import type { LanguageCode, Preferences, PreferencesPatch, TranslationProvider } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useHealth } from '../../api/health';
import { providerOptions } from '../../lib/options';
import { availableProviders, chooseProvider, providerLabel } from '../../lib/providerChoice';
import { LanguageSelect } from '../../components/LanguageSelect';
import { SettingsSection } from '../../components/SettingsSection';

interface Props {
  preferences: Preferences;
  onChange: (patch: PreferencesPatch) => void;
}

export function TranslationSection({ preferences, onChange }: Props) {
  const { t } = useTranslation();
  const health = useHealth();
  // The defaults are offered as the provider Home will use can translate them.
  const provider = chooseProvider(preferences.translationProvider, availableProviders(health.data?.engines));
  const providers = providerOptions(health.data?.engines, preferences.translationProvider).map((option) => ({
    value: option.value,
    label: option.disabled
      ? t('settings.providerUnavailable', { name: providerLabel(t, option.value) })
      : providerLabel(t, option.value),
    disabled: option.disabled,
  }));

  return (
    <SettingsSection title={t('settings.translation')} description={t('settings.translationHint')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <LanguageSelect
          provider={provider}
          side="source"
          label={t('settings.sourceLang')}
          value={preferences.defaultSourceLang}
          onChange={(value) => onChange({ defaultSourceLang: value as LanguageCode })}
          searchable
          selectFirstOptionOnChange
          data-testid="pref-source-lang"
        />
        <LanguageSelect
          provider={provider}
          side="target"
          source={preferences.defaultSourceLang}
          label={t('settings.targetLang')}
          value={preferences.defaultTargetLang}
          onChange={(value) => onChange({ defaultTargetLang: value as LanguageCode })}
          searchable
          selectFirstOptionOnChange
          data-testid="pref-target-lang"
        />
      </SimpleGrid>
      <Switch
        label={t('settings.autoDetect')}
        description={t('settings.autoDetectHint')}
        checked={preferences.autoDetectLanguage}
        onChange={(event) => onChange({ autoDetectLanguage: event.currentTarget.checked })}
        data-testid="pref-auto-detect"
      />
      <Select
        label={t('settings.provider')}
        description={t('settings.providerHint')}
        data={providers}
        value={preferences.translationProvider}
        onChange={(value) => value && onChange({ translationProvider: value as TranslationProvider })}
        allowDeselect={false}
        disabled={health.isPending}
        data-testid="pref-provider"
      />
    </SettingsSection>
  );
}
