/** A triage level's badge colours; the badge always carries its word as well (ui.md). */
export interface BadgeColors {
  background: string;
  text: string;
}

export type TriageColorKey = 'EMERGENCY' | 'HIGH' | 'MEDIUM' | 'LOW' | 'unknown';

const spacingUnit = 8;

export const theme = {
  colors: {
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    border: '#cbd5e1',
    text: '#0f172a',
    textMuted: '#475569',
    primary: '#0f766e',
    primaryHover: '#115e59',
    onPrimary: '#ffffff',
    focusRing: '#2563eb',
    errorText: '#9f1239',
    errorTextHover: '#881337',
    errorSurface: '#fff1f2',
    errorBorder: '#fda4af',
  },
  /** Reserved for triage levels, never decoration. */
  triage: {
    EMERGENCY: { background: '#b91c1c', text: '#ffffff' },
    HIGH: { background: '#c2410c', text: '#ffffff' },
    MEDIUM: { background: '#facc15', text: '#1c1917' },
    LOW: { background: '#15803d', text: '#ffffff' },
    unknown: { background: '#64748b', text: '#ffffff' },
  } satisfies Record<TriageColorKey, BadgeColors>,
  /** Reserved for premium. */
  premium: { background: '#f5c542', text: '#3f2d00', subtleSurface: '#fffbeb', subtleText: '#92400e' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: { small: '0.875rem', body: '1rem', h3: '1.25rem', h2: '1.5rem', h1: '2rem' },
  lineHeights: { tight: 1.25, body: 1.5, reading: 1.7 },
  /** The 8 px grid: space(2) is 16px. */
  space: (steps: number): string => `${steps * spacingUnit}px`,
  radii: { small: '4px', medium: '8px', large: '12px', round: '9999px' },
  shadows: { card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)' },
  layout: { maxContentWidth: '1200px' },
  media: {
    tablet: '@media (min-width: 768px)',
    desktop: '@media (min-width: 1024px)',
  },
} as const;

export type MananTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation of the library's empty interface
  export interface DefaultTheme extends MananTheme {}
}
