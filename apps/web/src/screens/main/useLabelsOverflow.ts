import { useLayoutEffect, useState, type RefObject } from 'react';

/** Whether a label needs more width than its link has (the link's own padding taken off). */
function overflows(label: HTMLElement): boolean {
  const link = label.parentElement;
  if (!link) return false;
  const style = getComputedStyle(link);
  const padding = (parseFloat(style.paddingInlineStart) || 0) + (parseFloat(style.paddingInlineEnd) || 0);
  const room = link.clientWidth - padding;
  return label.scrollWidth > Math.ceil(room) + 1;
}

/**
 * True when any `[data-nav-label]` inside the list is wider than its link: a long word (German,
 * French), a large text size or a narrow phone. Measured again when the list changes size (the
 * window, the text size) and when `words` change (another language).
 */
export function useLabelsOverflow(list: RefObject<HTMLElement | null>, words: string): boolean {
  const [overflow, setOverflow] = useState(false);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () =>
      setOverflow([...element.querySelectorAll<HTMLElement>('[data-nav-label]')].some(overflows));
    // The observer's first report comes after the browser's own layout of the frame, still before
    // it paints: measuring here instead would force a layout in the middle of React's commit.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(element);
    else measure();
    // Web fonts arriving change the words' widths. Only while some are loading: a promise already
    // settled would measure at once, forcing the layout the observer waits for.
    if (document.fonts?.status === 'loading') void document.fonts.ready.then(measure);
    return () => observer?.disconnect();
  }, [list, words]);
  return overflow;
}
