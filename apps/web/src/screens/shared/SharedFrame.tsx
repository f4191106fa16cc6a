import type { ReactNode } from 'react';
import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { BrandMark } from '../../components/BrandMark';
import classes from './Shared.module.css';

/** The public page's frame: the brand (home) and a way into Tolk on top, the content below. */
export function SharedFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.page} data-testid="screen-shared">
      <header className={classes.top}>
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Tolk">
          <BrandMark size={30} />
        </Anchor>
        <Button component={Link} to="/welcome" variant="light" size="sm" data-testid="shared-try-top">
          {t('shared.ctaButton')}
        </Button>
      </header>
      <main className={classes.main} id="main">
        {children}
      </main>
    </div>
  );
}
