import { theme } from '../theme';

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return (lighter! + 0.05) / (darker! + 0.05);
}

const { colors, triage, premium } = theme;

const textPairs: Array<[string, string, string]> = [
  ['body text on the page', colors.text, colors.background],
  ['body text on a card', colors.text, colors.surface],
  ['muted text on a card', colors.textMuted, colors.surface],
  ['muted text on the page', colors.textMuted, colors.background],
  ['links on a card', colors.primary, colors.surface],
  ['links on the page', colors.primary, colors.background],
  ['primary button label', colors.onPrimary, colors.primary],
  ['error title', colors.errorText, colors.errorSurface],
  ['danger button label', colors.onPrimary, colors.errorText],
  ['danger button label, hovered', colors.onPrimary, colors.errorTextHover],
  ['danger heading on a card', colors.errorText, colors.surface],
  ['text in an error panel', colors.text, colors.errorSurface],
  ['premium badge', premium.text, premium.background],
  ['premium note', premium.subtleText, premium.subtleSurface],
  ...Object.entries(triage).map(([level, badge]): [string, string, string] => [
    `${level} badge`,
    badge.text,
    badge.background,
  ]),
];

describe('theme colours', () => {
  it.each(textPairs)('%s has a contrast of at least 4.5:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('spaces on an 8 px grid', () => {
    expect(theme.space(2)).toBe('16px');
  });
});
