import { act, screen, within } from '@testing-library/react';
import { analyzeResponseSchema } from '@manan/contracts';
import { analysisFromResponse } from '../../../lib/current-analysis';
import { analysisText, analyzeReply } from '../../../testing/fixtures';
import { renderTriage } from '../../../testing/render-triage';
import { AnalysisPanel } from '../analysis-panel';

const analysisWith = (overrides: Record<string, unknown>) =>
  analysisFromResponse(analyzeResponseSchema.parse(analyzeReply(overrides)));

const verified = 'AI recommendations verified against clinical guidelines';
const checkedByEngine = 'Checked against clinical guidelines';
const byAi = { provider: { kind: 'llm', model: 'gpt-4o-mini' } };

describe('AnalysisPanel', () => {
  it('before a result, shows the empty-state text', () => {
    renderTriage(<AnalysisPanel analysis={null} />);
    expect(
      screen.getByText('Enter patient details and click analyze for AI recommendations'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Important Disclaimer')).toBeNull();
  });

  it('shows the badge, key reasons, time, author, sections and disclaimer of a result', () => {
    const analysis = analysisWith({});
    renderTriage(<AnalysisPanel analysis={analysis} />);
    expect(screen.getByTestId('triage-level-badge')).toHaveAttribute('data-level', 'HIGH');
    expect(screen.getByText('Chest pain with features of acute coronary syndrome')).toBeInTheDocument();
    expect(screen.getByText(/Generated at/)).toHaveTextContent(new Date(analysis.timestamp).toLocaleString());
    expect(screen.getByText(/Written by the guideline engine/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3. RED FLAGS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Important Disclaimer' })).toBeInTheDocument();
    expect(
      screen.getByText(/training and educational support only/, { selector: 'aside p' }),
    ).toBeInTheDocument();
  });

  it('shows "differential diagnosis" in its heading as a glossary term whose definition opens on focus', async () => {
    const text = `${analysisText}\n\n4. DIFFERENTIAL DIAGNOSIS\n1. Acute coronary syndrome`;
    renderTriage(
      <AnalysisPanel
        analysis={analysisWith({ analysis: { response: text, timestamp: '2025-01-02T10:20:00.000Z' } })}
      />,
    );
    const heading = screen.getByRole('heading', { name: '4. DIFFERENTIAL DIAGNOSIS' });
    const term = within(heading).getByRole('button', { name: 'DIFFERENTIAL DIAGNOSIS' });
    expect(term).toHaveAttribute('data-glossary-term', 'differential diagnosis');
    act(() => term.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'The list of conditions that could explain the presentation, most likely or most dangerous first.',
    );
    expect(within(screen.getByRole('heading', { name: '3. RED FLAGS' })).queryByRole('button')).toBeNull();
  });

  it("shows the structured result's level on the badge, not what the triageLevel text would give", () => {
    renderTriage(<AnalysisPanel analysis={analysisWith({ triageLevel: 'TRIAGE LEVEL: LOW - ESI 4' })} />);
    expect(screen.getByTestId('triage-level-badge')).toHaveAttribute('data-level', 'HIGH');
  });

  it('names the AI model when an AI model wrote it', () => {
    renderTriage(
      <AnalysisPanel analysis={analysisWith({ provider: { kind: 'llm', model: 'gpt-4o-mini' } })} />,
    );
    expect(screen.getByText(/Written by the AI model gpt-4o-mini/)).toBeInTheDocument();
  });

  it("when an AI model wrote it and the server checked it, then it shows the spec's verified line", () => {
    renderTriage(<AnalysisPanel analysis={analysisWith(byAi)} />);
    expect(screen.getByText(verified)).toBeInTheDocument();
    expect(screen.queryByText(checkedByEngine)).toBeNull();
  });

  it('when the guideline engine alone wrote it, then it says "Checked against clinical guidelines" and claims no AI', () => {
    renderTriage(<AnalysisPanel analysis={analysisWith({ provider: { kind: 'guideline' } })} />);
    expect(screen.getByText(checkedByEngine)).toBeInTheDocument();
    expect(screen.queryByText(verified)).toBeNull();
  });

  it('shows the verified line only when the server checked', () => {
    const unchecked = { checked: false, raised: false, floor: null, reasons: [] };
    for (const provider of [byAi.provider, { kind: 'guideline' }]) {
      const { unmount } = renderTriage(
        <AnalysisPanel analysis={analysisWith({ provider, verification: unchecked })} />,
      );
      expect(screen.queryByText(verified)).toBeNull();
      expect(screen.queryByText(checkedByEngine)).toBeNull();
      unmount();
    }

    renderTriage(<AnalysisPanel analysis={analysisWith({ ...byAi, verification: undefined })} />);
    expect(screen.queryByText(verified)).toBeNull();
  });

  it('when the check raised the level, then it says why', () => {
    renderTriage(
      <AnalysisPanel
        analysis={analysisWith({
          ...byAi,
          verification: {
            checked: true,
            raised: true,
            floor: { level: 'EMERGENCY', esi: 1 },
            reasons: ['SpO2 below 90%'],
          },
        })}
      />,
    );
    expect(screen.getByText(verified)).toBeInTheDocument();
    expect(
      screen.getByText('Level raised to EMERGENCY (ESI 1) by the guideline check: SpO2 below 90%.'),
    ).toBeInTheDocument();
  });
});
