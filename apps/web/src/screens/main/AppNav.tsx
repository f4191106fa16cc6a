import { lazy, Suspense, useRef, type ReactElement } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { NavLink } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import {
  IconCamera,
  IconDiamond,
  IconHistory,
  IconHome2,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { BrandMark } from '../../components/BrandMark';
import { useLabelsOverflow } from './useLabelsOverflow';
import classes from './AppNav.module.css';

// Tooltips (and their floating positioning) are fetched only when the bar shows icons only.
const NavTooltip = lazy(() => import('./NavTooltip'));

const ITEMS = [
  { to: '/', labelKey: 'nav.home', Icon: IconHome2, end: true },
  { to: '/history', labelKey: 'nav.history', Icon: IconHistory, end: false },
  { to: '/camera', labelKey: 'nav.camera', Icon: IconCamera, end: true },
  { to: '/pricing', labelKey: 'nav.pricing', Icon: IconDiamond, end: true },
  { to: '/settings', labelKey: 'nav.settings', Icon: IconSettings, end: false },
  { to: '/profile', labelKey: 'nav.profile', Icon: IconUserCircle, end: true },
] as const;

/** A link, with its label as a tooltip when the bar shows icons only. */
function NavItem({ label, tooltip, children }: { label: string; tooltip: boolean; children: ReactElement }) {
  if (!tooltip) return children;
  return (
    <Suspense fallback={children}>
      <NavTooltip label={label}>{children}</NavTooltip>
    </Suspense>
  );
}

/**
 * Bottom navigation on phones; a side rail with the brand on wider screens (same links). When a
 * label does not fit its place in the bottom bar (long words, large text), the bar shows icons
 * only: the labels stay the links' names for screen readers and show as tooltips.
 */
export function AppNav() {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const labels = ITEMS.map(({ labelKey }) => t(labelKey));
  const compact = useLabelsOverflow(list, labels.join('\n')) && phone;
  return (
    <nav className={classes.nav} aria-label={t('nav.label')} data-compact={compact || undefined}>
      <div className={classes.brand}>
        <BrandMark size={34} />
      </div>
      <ul className={classes.list} ref={list}>
        {ITEMS.map(({ to, Icon, end }, index) => (
          <li key={to} className={classes.item}>
            <NavItem label={labels[index] ?? ''} tooltip={compact}>
              <NavLink to={to} end={end} className={classes.link}>
                <Icon className={classes.icon} stroke={1.8} aria-hidden />
                <span className={classes.label} data-nav-label>
                  {labels[index]}
                </span>
              </NavLink>
            </NavItem>
          </li>
        ))}
      </ul>
    </nav>
  );
}
