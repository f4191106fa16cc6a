import type { ReactNode } from 'react';
import { Anchor, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { BrandMark } from './BrandMark';
import classes from './PublicPage.module.css';

/** Frame for pages outside the signed-in shell: brand on top, content in a centred card. */
export function PublicPage({
  name,
  children,
  wide = false,
}: {
  name: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={classes.page} data-testid={`screen-${name}`}>
      <header className={classes.top}>
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Tolk">
          <BrandMark size={32} />
        </Anchor>
      </header>
      <main className={classes.main}>
        <Paper className={classes.card} data-wide={wide || undefined} withBorder radius="lg" shadow="sm">
          {children}
        </Paper>
      </main>
    </div>
  );
}
