import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../../theme/theme-root';
import { theme } from '../../theme/theme';
import { TriageLevelBadge } from '../triage-level-badge';

const renderBadge = (level: string) =>
  render(
    <ThemeRoot>
      <TriageLevelBadge level={level} />
    </ThemeRoot>,
  );

describe('TriageLevelBadge', () => {
  it.each([
    ['TRIAGE LEVEL: EMERGENCY - ESI 1', 'EMERGENCY', theme.triage.EMERGENCY],
    ['HIGH', 'HIGH', theme.triage.HIGH],
    ['ESI 3 (medium)', 'MEDIUM', theme.triage.MEDIUM],
    ['low', 'LOW', theme.triage.LOW],
    ['urgent', 'URGENT', theme.triage.unknown],
    ['', 'UNKNOWN', theme.triage.unknown],
  ])('shows %p as the word %p in its colours', (level, word, colors) => {
    renderBadge(level);
    const badge = screen.getByTestId('triage-level-badge');
    expect(badge).toHaveTextContent(`Triage level: ${word}`);
    expect(screen.getByText(word)).toBeInTheDocument();
    expect(badge).toHaveStyle({ background: colors.background, color: colors.text });
  });

  it("shows the structured result's level, not what the text would give", () => {
    render(
      <ThemeRoot>
        <TriageLevelBadge result={{ level: 'LOW' }} level="TRIAGE LEVEL: EMERGENCY - ESI 1" />
      </ThemeRoot>,
    );
    const badge = screen.getByTestId('triage-level-badge');
    expect(badge).toHaveAttribute('data-level', 'LOW');
    expect(badge).toHaveStyle({ background: theme.triage.LOW.background });
  });

  it('falls back to the spec §4 extraction from the text when there is no result', () => {
    render(
      <ThemeRoot>
        <TriageLevelBadge result={null} level="TRIAGE LEVEL: EMERGENCY - ESI 1" />
      </ThemeRoot>,
    );
    expect(screen.getByTestId('triage-level-badge')).toHaveAttribute('data-level', 'EMERGENCY');
  });

  it('pulses only for EMERGENCY, and not when the user asks for reduced motion', () => {
    renderBadge('EMERGENCY');
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    expect(css).toMatch(/animation:\s*\S+ 1\.6s ease-out infinite/);
    expect(css).toMatch(/prefers-reduced-motion: reduce[^}]*\{[^}]*animation:\s*none/);
  });
});
