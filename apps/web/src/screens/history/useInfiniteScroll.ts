import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned sentinel element scrolls near the viewport. Browsers without
 * IntersectionObserver get only the "Load more" button the list shows anyway.
 */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
