// Mantine's defaults with one accent colour, shades chosen for WCAG AA contrast in light and dark.
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  focusRing: 'auto',
});

/** Colours of light and outline badges, alerts and buttons, as text on a light background. */
const LIGHT_TEXT: Record<string, string> = {
  blue: 'var(--mantine-color-blue-9)',
  gray: 'var(--mantine-color-gray-9)',
  grape: 'var(--mantine-color-grape-9)',
  red: 'var(--mantine-color-red-9)',
  teal: 'var(--mantine-color-teal-9)',
  green: 'var(--mantine-color-green-9)',
  // Orange's darkest shade is still too light for text (3.6:1): darkened further.
  orange: 'color-mix(in srgb, var(--mantine-color-orange-9) 70%, black)',
};

/** Secondary text and coloured text dark enough to read (WCAG AA) on the light background. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors: red text dark enough on the light background.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(LIGHT_TEXT).flatMap(([color, value]) => [
        [`--mantine-color-${color}-light-color`, value],
        [`--mantine-color-${color}-outline`, value],
        [`--mantine-color-${color}-text`, value],
        // Hovered, the background stays light enough for that text.
        [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-1)`],
      ]),
    ),
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
