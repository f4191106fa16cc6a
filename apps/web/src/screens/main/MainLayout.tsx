import { Outlet } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useLiveUpdates } from '../../api/live';
import { useScreenHandle } from '../../app/router/handle';
import { AppNav } from './AppNav';
import { ScreenHeader } from './ScreenHeader';
import classes from './MainLayout.module.css';

/** The signed-in shell: navigation (bottom on phones, a side rail on wider screens) and the header. */
export function MainLayout() {
  const { t } = useTranslation();
  const handle = useScreenHandle();
  useLiveUpdates();
  const showNav = !handle?.hideNav;
  const showHeader = !handle?.hideHeader;
  return (
    <div className={classes.shell} data-with-nav={showNav || undefined}>
      <a href="#main" className={classes.skip}>
        {t('common.skipToContent')}
      </a>
      {showNav && <AppNav />}
      <main id="main" className={classes.main} tabIndex={-1}>
        {showHeader && handle?.titleKey && (
          <ScreenHeader
            title={t(handle.titleKey)}
            subtitle={handle.subtitleKey ? t(handle.subtitleKey) : undefined}
          />
        )}
        <Outlet />
      </main>
    </div>
  );
}
