import { useEffect, useState } from 'react';
import { Input, SegmentedControl, Select, Slider } from '@mantine/core';
import { FONT_SCALE, THEMES, type Preferences, type PreferencesPatch, type UiLocale } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { LOCALE_OPTIONS } from '../../app/i18n/localeNames';
import { ColorChoice } from './ColorChoice';
import { SettingsSection } from '../../components/SettingsSection';

interface Props {
  preferences: Preferences;
  onChange: (patch: PreferencesPatch) => void;
}

export function AppearanceSection({ preferences, onChange }: Props) {
  const { t } = useTranslation();
  // The slider moves continuously; the draft follows the pointer, the save happens on release.
  const [scale, setScale] = useState(preferences.fontScale);
  useEffect(() => setScale(preferences.fontScale), [preferences.fontScale]);

  return (
    <SettingsSection title={t('settings.appearance')}>
      <Input.Wrapper label={t('settings.theme')} id="pref-theme-label">
        <SegmentedControl
          fullWidth
          mt={6}
          aria-labelledby="pref-theme-label"
          value={preferences.theme}
          onChange={(value) => onChange({ theme: value as Preferences['theme'] })}
          data={THEMES.map((theme) => ({ value: theme, label: t(`settings.themes.${theme}`) }))}
          data-testid="pref-theme"
        />
      </Input.Wrapper>
      <ColorChoice value={preferences.primaryColor} onChange={(primaryColor) => onChange({ primaryColor })} />
      <Input.Wrapper label={t('settings.fontScale')} description={t('settings.fontScaleHint')}>
        <Slider
          mt="sm"
          mb="lg"
          min={FONT_SCALE.min}
          max={FONT_SCALE.max}
          step={0.05}
          value={scale}
          onChange={setScale}
          onChangeEnd={(value) => onChange({ fontScale: Math.round(value * 100) / 100 })}
          label={(value) => `${Math.round(value * 100)}%`}
          marks={[
            { value: FONT_SCALE.min, label: `${FONT_SCALE.min * 100}%` },
            { value: 1, label: '100%' },
            { value: FONT_SCALE.max, label: `${FONT_SCALE.max * 100}%` },
          ]}
          thumbLabel={t('settings.fontScale')}
          data-testid="pref-font-scale"
        />
      </Input.Wrapper>
      <Select
        label={t('settings.locale')}
        data={LOCALE_OPTIONS}
        value={preferences.locale}
        onChange={(value) => value && onChange({ locale: value as UiLocale })}
        allowDeselect={false}
        data-testid="pref-locale"
      />
    </SettingsSection>
  );
}
