import { Group, Text } from '@mantine/core';
import classes from './BrandMark.module.css';

/** The Tolk logo: a "T" on the primary colour, with the name beside it. */
export function BrandMark({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap" className={classes.brand}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
        <rect width="64" height="64" rx="16" fill="var(--mantine-primary-color-filled)" />
        <path d="M18 20h28M32 20v26" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
        <circle cx="46" cy="44" r="5" fill="#fff" />
      </svg>
      {withName && (
        <Text component="span" fw={800} fz={size * 0.7} className={classes.name}>
          Tolk
        </Text>
      )}
    </Group>
  );
}
