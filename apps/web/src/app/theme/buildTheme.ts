import {
  createTheme,
  type DrawerProps,
  type MantineThemeOverride,
  type MenuProps,
  type ModalProps,
  type SelectProps,
} from '@mantine/core';
import selectOptions from '../../components/SelectOptions.module.css';
import wrappingBadge from '../../components/WrappingBadge.module.css';
import wrappingButton from '../../components/WrappingButton.module.css';
import wrappingSegments from '../../components/WrappingSegments.module.css';
import { BASE_SHADE, paletteFromHex } from './palette';

const FONT_STACK =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/**
 * Mantine theme whose primary colour is the user's preferred colour (SPEC.md §3). `closeLabel`
 * names every dialog's and drawer's close button for screen readers, in the UI language.
 */
export function buildTheme(primaryColor: string, closeLabel = 'Close'): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    colors: { brand: paletteFromHex(primaryColor) },
    primaryColor: 'brand',
    primaryShade: { light: BASE_SHADE, dark: BASE_SHADE },
    autoContrast: true,
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
    // Plain objects, not Component.extend(): extend would bring each component's code (Modal, Drawer
    // and their overlay, focus-trap and scroll-lock helpers) into the start-up bundle (issue 13).
    components: {
      // Long words and large text sizes wrap, never clip: badges, button labels, segmented options.
      Badge: { classNames: wrappingBadge },
      Button: { classNames: wrappingButton },
      SegmentedControl: { classNames: wrappingSegments },
      Modal: { defaultProps: { closeButtonProps } satisfies Partial<ModalProps> },
      Drawer: { defaultProps: { closeButtonProps } satisfies Partial<DrawerProps> },
      // Mantine's placeholder that takes the first focus is a role="presentation" child of role="menu"
      // with a tabindex: axe's critical aria-required-children. The first item takes the focus instead.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
      // A Select given its own classNames replaces these defaults: it spreads selectOptions in too.
      Select: {
        defaultProps: { withScrollArea: false, classNames: selectOptions } satisfies Partial<SelectProps>,
      },
    },
  });
}
