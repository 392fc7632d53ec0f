import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fillCaseForm } from '../../../testing/fill-case-form';
import { analyzeReply, chestPainCase } from '../../../testing/fixtures';
import { installFakeFetch, renderTriage, type FakeFetch } from '../../../testing/render-triage';
import { CaseForm } from '../case-form';

describe('the "Analysis Complete" toast says who wrote the analysis', () => {
  let fakeFetch: FakeFetch;
  beforeEach(() => {
    fakeFetch = installFakeFetch();
  });

  async function analyzeAndReadToast(provider: Record<string, unknown>) {
    fakeFetch.respond('POST /api/analyze', { body: analyzeReply({ provider }) });
    const onAnalyzed = jest.fn();
    const { currentToast } = renderTriage(<CaseForm onAnalyzed={onAnalyzed} />);
    fillCaseForm(chestPainCase);
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Case' }));
    await waitFor(() => expect(onAnalyzed).toHaveBeenCalled());
    return currentToast();
  }

  it('when an AI model answered, then it shows the spec\'s "AI has analyzed the case."', async () => {
    expect(await analyzeAndReadToast({ kind: 'llm', model: 'gpt-4o-mini' })).toMatchObject({
      title: 'Analysis Complete',
      description: 'AI has analyzed the case.',
    });
  });

  it('when the guideline engine alone wrote it, then it says "Guideline analysis complete", not that an AI did', async () => {
    const toast = await analyzeAndReadToast({ kind: 'guideline' });
    expect(toast).toMatchObject({ title: 'Analysis Complete', description: 'Guideline analysis complete' });
    expect(JSON.stringify(toast)).not.toMatch(/\bAI\b/);
  });
});
