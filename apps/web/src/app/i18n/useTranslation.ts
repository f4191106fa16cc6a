import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './translator';

const subscribe = (changed: () => void) => {
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
};
const currentLanguage = () => i18n.language;

/** The UI strings in the language shown; the component renders again when it changes. */
export function useTranslation() {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  const t = useMemo(() => i18n.getFixedT(language), [language]);
  return { t, i18n };
}
