import { memo, useEffect, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { useTranslation } from '../i18n/useTranslation';
import type { Preferences } from '@tolk/contract';
import { usePreferences } from '../../api/preferences';
import { followColorScheme } from '../../native/statusBar';
import { setUiLocale } from '../i18n/i18n';
import { applyAppIcon } from './appIcon';
import { buildTheme } from './buildTheme';
import { accessibleColorVariables } from './contrast';

/** 'system' follows the device's setting, live (SPEC.md §2: theme mode is automatic). */
export function useResolvedScheme(theme: Preferences['theme']): 'light' | 'dark' {
  const system = useColorScheme(undefined, { getInitialValueInEffect: false });
  return theme === 'system' ? system : theme;
}

/**
 * Mantine's theme for a colour and scheme. Memoised on those values alone: MantineProvider merges
 * and writes out its colour variables on every render, so the preferences arriving from the
 * server, equal to the cached ones, must not render it again (issue 13, Home's first render).
 */
const ThemeProvider = memo(function ThemeProvider({
  primaryColor,
  scheme,
  children,
}: {
  primaryColor: string;
  scheme: 'light' | 'dark';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => buildTheme(primaryColor, closeLabel), [primaryColor, closeLabel]);
  return (
    <MantineProvider theme={theme} forceColorScheme={scheme} cssVariablesResolver={accessibleColorVariables}>
      {children}
    </MantineProvider>
  );
});

/**
 * Applies the preferences that shape the whole app: colour scheme, primary colour, font scale
 * (by scaling the root font size, which every rem follows) and UI language.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const preferences = usePreferences();
  const scheme = useResolvedScheme(preferences.theme);

  useEffect(() => {
    document.documentElement.style.fontSize = `${preferences.fontScale * 100}%`;
  }, [preferences.fontScale]);

  useEffect(() => applyAppIcon(preferences.primaryColor), [preferences.primaryColor]);

  // Scrollbars and native form controls follow the chosen scheme, not only the system's.
  useEffect(() => {
    document.documentElement.style.colorScheme = scheme;
    void followColorScheme(scheme);
  }, [scheme]);

  useEffect(() => {
    void setUiLocale(preferences.locale);
  }, [preferences.locale]);

  return (
    <ThemeProvider primaryColor={preferences.primaryColor} scheme={scheme}>
      {children}
    </ThemeProvider>
  );
}
