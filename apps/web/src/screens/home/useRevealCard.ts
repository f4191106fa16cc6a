import { useCallback, useRef } from 'react';

/**
 * Scrolls a card into view: smoothly, or at once when the user asks for reduced motion. Focus moves
 * to it only when nothing has focus (a paste on the page, a file picker that dropped focus), so a
 * keyboard user's place (the drop zone, another card's form) is never taken away.
 */
export function revealCard(node: HTMLElement): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  node.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'nearest' });
  const active = document.activeElement;
  if (!active || active === document.body) node.focus({ preventScroll: true });
}

/**
 * New cards go on top of the list, which may be above the screen on a phone scrolled down.
 * `reveal(key)` brings that card into view as soon as its element is there (at once, or when it is
 * rendered, also after its code has been fetched); `cardRef(key)` is each card's ref.
 */
export function useRevealCard() {
  const nodes = useRef(new Map<string, HTMLElement>());
  const pending = useRef<string | null>(null);

  const cardRef = useCallback(
    (key: string) => (node: HTMLElement | null) => {
      if (!node) return;
      nodes.current.set(key, node);
      if (pending.current === key) {
        pending.current = null;
        revealCard(node);
      }
      return () => void nodes.current.delete(key);
    },
    [],
  );
  const reveal = useCallback((key: string) => {
    const node = nodes.current.get(key);
    pending.current = node ? null : key;
    if (node) revealCard(node);
  }, []);
  return { reveal, cardRef };
}
