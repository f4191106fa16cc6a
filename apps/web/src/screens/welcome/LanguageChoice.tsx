import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isUiLocale } from '@tolk/contract';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { storePreferences } from '../../api/cacheUpdates';
import { readCachedPreferences } from '../../api/preferencesCache';
import { setUiLocale } from '../../app/i18n/i18n';
import { LOCALE_OPTIONS } from '../../app/i18n/localeNames';

/**
 * The UI language before signing in: the browser's by default. A choice is kept on this device
 * and becomes the locale of an account created next (the app sends the language it shows).
 */
export function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Select
      aria-label={t('settings.locale')}
      data={LOCALE_OPTIONS}
      value={i18n.language}
      onChange={(locale) => {
        if (!isUiLocale(locale)) return;
        storePreferences(queryClient, { ...readCachedPreferences(), locale });
        void setUiLocale(locale);
      }}
      allowDeselect={false}
      leftSection={<IconLanguage size={16} aria-hidden />}
      variant="filled"
      size="xs"
      w={220}
      mx="auto"
      mt="md"
      comboboxProps={{ withinPortal: true }}
      data-testid="welcome-locale"
    />
  );
}
