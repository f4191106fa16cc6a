import { useEffect, useMemo, useState } from 'react';
import { frameToDisplay, objectFitOf, type Size } from './geometry';
import { layoutLabels, type MeasureText } from './labels';
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

/** Measures text in the labels' font (the layer's family, bold), on a canvas that is never shown. */
function useMeasure(layer: HTMLElement): MeasureText {
  return useMemo(() => {
    const context = document.createElement('canvas').getContext('2d');
    const family = getComputedStyle(layer).fontFamily || 'sans-serif';
    // Without a canvas (tests' DOMs), an average glyph is about 0.55 of the font size.
    if (!context) return (text, fontSize) => text.length * fontSize * 0.55;
    return (text, fontSize) => {
      context.font = `600 ${fontSize}px ${family}`;
      return context.measureText(text).width;
    };
  }, [layer]);
}

/** The translations drawn over the lines they translate, sized to the line's height, none over another. */
export function LiveOverlay({ video, layer, frame, items }: OverlayProps) {
  const placement = useVideoPlacement(video, layer);
  const measure = useMeasure(layer);
  if (!placement || !placement.display.width) return null;
  const toDisplay = frameToDisplay(frame, placement.display, placement.fit);
  const shown = items.flatMap((item) => {
    const box = toDisplay(item.box);
    return box ? [{ item, box }] : [];
  });
  const labels = layoutLabels(
    shown.map(({ box }) => box),
    shown.map(({ item }) => item.translation),
    placement.display,
    measure,
  );
  return (
    <div aria-hidden="true">
      {shown.map(({ item }, index) => {
        const label = labels[index]!;
        return (
          <div
            key={`${index}:${item.text}`}
            className={classes.box}
            data-testid="camera-live-label"
            style={{
              left: placement.left + label.x,
              top: placement.top + label.y,
              width: label.width,
              height: label.height,
              fontSize: label.fontSize,
            }}
          >
            <span className={classes.boxText}>{item.translation}</span>
          </div>
        );
      })}
    </div>
  );
}
