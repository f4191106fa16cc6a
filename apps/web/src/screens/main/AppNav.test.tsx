// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { stubMediaQueries } from '../../testing/media';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AppNav } from './AppNav';
import { untilShown } from '../../testing/waits';

/** A phone whose bottom bar gives each link `room` pixels, and labels `needed` pixels wide. */
function phoneWith({ room, needed }: { room: number; needed: number }) {
  stubMediaQueries((query) => query.includes('max-width'));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'A' ? room : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-nav-label') ? needed : 0;
  });
  // As in a browser, an observer's first report comes a moment after observe(), once laid out.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly report: ResizeObserverCallback;
      constructor(report: ResizeObserverCallback) {
        this.report = report;
      }
      observe(target: Element) {
        setTimeout(() => act(() => this.report([{ target } as ResizeObserverEntry], this as never)));
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<AppNav /> on a phone', () => {
  it('shows icons with their labels when every label fits', async () => {
    phoneWith({ room: 62, needed: 50 });
    await renderWithProviders(<AppNav />);
    expect(screen.getByRole('navigation').hasAttribute('data-compact')).toBe(false);
    expect(screen.getByRole('link', { name: 'History' })).toBeTruthy();
  });

  it('shows icons only when a label would be cut (long words, large text), the links keeping their names', async () => {
    phoneWith({ room: 62, needed: 77 });
    await renderWithProviders(<AppNav />);
    await vi.waitFor(
      () => expect(screen.getByRole('navigation').hasAttribute('data-compact')).toBe(true),
      untilShown,
    );
    for (const name of ['Home', 'History', 'Camera', 'Settings', 'Profile'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
  });

  it('shows a label as a tooltip on hover when the bar shows icons only', async () => {
    phoneWith({ room: 62, needed: 77 });
    await renderWithProviders(<AppNav />);
    // The tooltip's code arrives after the bar shows; the link is the same one meanwhile.
    const tooltip = async () => {
      await act(async () => fireEvent.mouseEnter(screen.getByRole('link', { name: 'History' })));
      return screen.getByRole('tooltip', { hidden: true });
    };
    await vi.waitFor(async () => expect((await tooltip()).textContent).toBe('History'), untilShown);
  });
});
