import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  IconCamera,
  IconDiamond,
  IconHistory,
  IconHome2,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { BrandMark } from '../../components/BrandMark';
import classes from './AppNav.module.css';

const ITEMS = [
  { to: '/', labelKey: 'nav.home', Icon: IconHome2, end: true },
  { to: '/history', labelKey: 'nav.history', Icon: IconHistory, end: false },
  { to: '/camera', labelKey: 'nav.camera', Icon: IconCamera, end: true },
  { to: '/pricing', labelKey: 'nav.pricing', Icon: IconDiamond, end: true },
  { to: '/settings', labelKey: 'nav.settings', Icon: IconSettings, end: true },
  { to: '/profile', labelKey: 'nav.profile', Icon: IconUserCircle, end: true },
] as const;

/** Bottom navigation on phones; a side rail with the brand on wider screens (same links). */
export function AppNav() {
  const { t } = useTranslation();
  return (
    <nav className={classes.nav} aria-label={t('nav.label')}>
      <div className={classes.brand}>
        <BrandMark size={34} />
      </div>
      <ul className={classes.list}>
        {ITEMS.map(({ to, labelKey, Icon, end }) => (
          <li key={to} className={classes.item}>
            <NavLink to={to} end={end} className={classes.link}>
              <Icon className={classes.icon} stroke={1.8} aria-hidden />
              <span className={classes.label}>{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
