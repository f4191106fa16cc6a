import { useMemo } from 'react';
import { Select, SimpleGrid, Switch } from '@mantine/core';
import type { LanguageCode, Preferences, PreferencesPatch, TranslationProvider } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useHealth } from '../../api/health';
import { languageOptions, providerOptions } from '../../lib/options';
import { providerLabel } from '../../lib/providerChoice';
import { SettingsSection } from '../../components/SettingsSection';

interface Props {
  preferences: Preferences;
  onChange: (patch: PreferencesPatch) => void;
}

export function TranslationSection({ preferences, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const health = useHealth();
  const languages = useMemo(() => languageOptions(i18n.language), [i18n.language]);
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
        <Select
          label={t('settings.sourceLang')}
          data={languages}
          value={preferences.defaultSourceLang}
          onChange={(value) => value && onChange({ defaultSourceLang: value as LanguageCode })}
          searchable
          selectFirstOptionOnChange
          allowDeselect={false}
          data-testid="pref-source-lang"
        />
        <Select
          label={t('settings.targetLang')}
          data={languages}
          value={preferences.defaultTargetLang}
          onChange={(value) => value && onChange({ defaultTargetLang: value as LanguageCode })}
          searchable
          selectFirstOptionOnChange
          allowDeselect={false}
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
