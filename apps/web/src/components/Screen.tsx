import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import classes from './Screen.module.css';

/** Root of every screen: a stable `data-testid="screen-<name>"` and the content width. */
export function Screen({
  name,
  children,
  wide = false,
}: {
  name: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box
      component="div"
      className={classes.screen}
      data-wide={wide || undefined}
      data-testid={`screen-${name}`}
    >
      {children}
    </Box>
  );
}
