import { NativeSelect } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isUiLocale } from '@tolk/contract';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { readCachedPreferences, storePreferences } from '../../api/preferencesCache';
import { setUiLocale } from '../../app/i18n/i18n';
import { LOCALE_OPTIONS } from '../../app/i18n/localeNames';

/**
 * The UI language before signing in: the browser's by default. A choice is kept on this device
 * and becomes the locale of an account created next (the app sends the language it shows). Six
 * choices need no search: the browser's own select is lighter on the first screen (issue 13)
 * and on a phone opens the system picker.
 */
export function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <NativeSelect
      aria-label={t('settings.locale')}
      data={LOCALE_OPTIONS}
      value={i18n.language}
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (!isUiLocale(locale)) return;
        storePreferences(queryClient, { ...readCachedPreferences(), locale });
        void setUiLocale(locale);
      }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      variant="filled"
      size="xs"
      w={220}
      mx="auto"
      mt="md"
      data-testid="welcome-locale"
    />
  );
}
