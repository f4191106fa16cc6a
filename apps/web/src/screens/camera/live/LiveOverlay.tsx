import { useEffect, useState } from 'react';
import { frameToDisplay, objectFitOf, type Size } from './geometry';
import type { LiveItem } from './useLiveReading';
import classes from './LiveTranslation.module.css';

interface Placement {
  left: number;
  top: number;
  display: Size;
  fit: ReturnType<typeof objectFitOf>;
}

interface OverlayProps {
  video: HTMLVideoElement;
  /** The positioned element the boxes are placed in. */
  layer: HTMLElement;
  frame: Size;
  items: LiveItem[];
}

/** Where the video is drawn inside the overlay layer, kept current as either resizes. */
function useVideoPlacement(video: HTMLVideoElement, layer: HTMLElement): Placement | null {
  const [placement, setPlacement] = useState<Placement | null>(null);
  useEffect(() => {
    const measure = () => {
      const origin = layer.getBoundingClientRect();
      const rect = video.getBoundingClientRect();
      setPlacement({
        left: rect.left - origin.left,
        top: rect.top - origin.top,
        display: { width: rect.width, height: rect.height },
        fit: objectFitOf(getComputedStyle(video).objectFit),
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(video);
    observer.observe(layer);
    return () => observer.disconnect();
  }, [video, layer]);
  return placement;
}

/** The translations drawn over the lines they translate, sized to the line's height. */
export function LiveOverlay({ video, layer, frame, items }: OverlayProps) {
  const placement = useVideoPlacement(video, layer);
  if (!placement || !placement.display.width) return null;
  const toDisplay = frameToDisplay(frame, placement.display, placement.fit);
  return (
    <div aria-hidden="true">
      {items.map((item, index) => {
        const box = toDisplay(item.box);
        if (!box) return null;
        const fontSize = Math.min(32, Math.max(11, box.height * 0.7));
        return (
          <div
            key={`${index}:${item.text}`}
            className={classes.box}
            style={{
              left: placement.left + box.x,
              top: placement.top + box.y,
              minWidth: box.width,
              minHeight: box.height,
              maxWidth: Math.max(box.width, placement.display.width - box.x),
              fontSize,
            }}
          >
            {item.translation}
          </div>
        );
      })}
    </div>
  );
}
