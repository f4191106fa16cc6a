import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The way up: Settings from the glossaries, the glossaries from one of them. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600} data-testid="back-link">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden data-mirror-rtl />
        {label}
      </Group>
    </Anchor>
  );
}
