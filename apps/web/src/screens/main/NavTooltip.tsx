import type { ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

/** A navigation link's label as a tooltip, for the icons-only bottom bar (loaded only when it is). */
export default function NavTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} events={{ hover: true, focus: true, touch: false }}>
      {children}
    </Tooltip>
  );
}
