import { startAuth } from '../../api/authStore';
import { readCachedPreferences } from '../../api/preferencesCache';
import { initCardPayment } from '../../native/cardPayment';
import { initNativeApp } from '../../native/nativeApp';
import { initI18n } from '../i18n/i18n';
import { notifications } from '../notifications/notify';
import { applyAppIcon } from '../theme/appIcon';
import type { BootModule } from './boot';

/** The start-up modules of SPEC.md §1, loaded in parallel by runBoot. */
export const BOOT_MODULES: readonly BootModule[] = [
  {
    name: 'notifications',
    // A fresh stack: nothing from before a reload lingers.
    load: () => notifications.clear(),
  },
  { name: 'translation', load: () => initI18n(readCachedPreferences().locale) },
  { name: 'icons', load: () => applyAppIcon(readCachedPreferences().primaryColor) },
  { name: 'authentication', load: () => startAuth() },
  { name: 'native', load: () => initNativeApp() },
  { name: 'cardPayment', load: () => initCardPayment() },
];
