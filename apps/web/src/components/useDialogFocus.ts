import { useCallback, useRef, useState } from 'react';

/**
 * Our dialogs unmount as they close, before Mantine can hand the focus back, so this does it: to
 * the control that opened the dialog or, when that was an item of a (now closed) menu, the menu's
 * button.
 */
export function useDialogFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement)) return;
    const menu = active.closest('[role="menu"]');
    const target = menu?.id ? document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
    opener.current = target instanceof HTMLElement ? target : active;
  }, []);
  const restore = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    requestAnimationFrame(() => {
      if (element?.isConnected) element.focus();
    });
  }, []);
  return { remember, restore };
}

/** State for one dialog (null = closed) whose opener gets the focus back when it closes. */
export function useDialogState<T>(focus: ReturnType<typeof useDialogFocus>) {
  const [value, setValue] = useState<T | null>(null);
  const { remember, restore } = focus;
  const set = useCallback(
    (next: T | null) => {
      if (next !== null) remember();
      else restore();
      setValue(next);
    },
    [remember, restore],
  );
  return [value, set] as const;
}
