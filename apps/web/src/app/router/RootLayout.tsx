import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { useScreenHandle } from './handle';

/** Every route's parent: keeps the browser tab title in step with the screen and language. */
export function RootLayout() {
  const { t } = useTranslation();
  const handle = useScreenHandle();
  const title = handle?.titleKey ? `${t(handle.titleKey)} · Tolk` : 'Tolk';
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
