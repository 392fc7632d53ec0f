import { caseFormLimits, patientAgeMessages } from '@manan/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fillCaseForm } from '../../../testing/fill-case-form';
import { analyzeReply, chestPainCase } from '../../../testing/fixtures';
import { deferred, installFakeFetch, renderTriage, type FakeFetch } from '../../../testing/render-triage';
import { CaseForm } from '../case-form';

describe('CaseForm', () => {
  let fakeFetch: FakeFetch;
  beforeEach(() => {
    fakeFetch = installFakeFetch();
  });
  afterEach(() => jest.useRealTimers());

  it('when submitted empty, then each required field shows its §5 message and the first is focused', async () => {
    renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Case' }));
    const messages: Array<[string | RegExp, string]> = [
      ['Patient age', 'Patient age is required'],
      ['Gender at birth', 'Gender is required'],
      ['Chief complaint', 'Chief complaint is required'],
      ['Detailed symptoms', 'Symptoms are required'],
      ['Vital signs and lab values', 'Vital signs are required'],
    ];
    for (const [label, message] of messages) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText(/Medical history/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Patient age')).toHaveFocus();
    expect(fakeFetch.requests).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Patient age'), { target: { value: '   ' } });
    expect(screen.queryByText('Patient age is required')).toBeNull();
  });

  it("when a field is over the contract's limit, then it shows the service's message and nothing is sent", () => {
    renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    fillCaseForm({
      ...chestPainCase,
      chiefComplaint: 'x'.repeat(caseFormLimits.chiefComplaint + 1),
      currentMedications: 'y'.repeat(caseFormLimits.currentMedications + 1),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Case' }));
    expect(screen.getByLabelText('Chief complaint')).toHaveAccessibleDescription(
      expect.stringContaining('Please keep this under 500 characters'),
    );
    expect(screen.getByLabelText(/Current medications/)).toHaveAccessibleDescription(
      expect.stringContaining('Please keep this under 5,000 characters'),
    );
    expect(screen.getByLabelText('Patient age')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Chief complaint')).toHaveFocus();
    expect(fakeFetch.requests).toHaveLength(0);
  });

  it.each([
    ['-1', patientAgeMessages.unreadable],
    ['abc', patientAgeMessages.unreadable],
    ['999', patientAgeMessages.tooOld],
    ['0 days', patientAgeMessages.zero],
  ])('when the age is %j, then the age field says why, is focused, and nothing is sent', (age, message) => {
    renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    fillCaseForm({ ...chestPainCase, patientAge: age });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Case' }));
    const field = screen.getByLabelText('Patient age');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
    expect(fakeFetch.requests).toHaveLength(0);
  });

  it.each(['58', '58 years', '3 mo', '2 wk', '10 days', '3/12', 'newborn', '90+'])(
    'when the age is written %j, then the case is sent with the age as written',
    async (age) => {
      fakeFetch.respond('POST /api/analyze', { body: analyzeReply() });
      const onAnalyzed = jest.fn();
      renderTriage(<CaseForm onAnalyzed={onAnalyzed} />);
      fillCaseForm({ ...chestPainCase, patientAge: age });
      // Ages in months or words need letters: no numeric-only keyboard on phones.
      expect(screen.getByLabelText('Patient age')).not.toHaveAttribute('inputmode', 'numeric');
      fireEvent.click(screen.getByRole('button', { name: 'Analyze Case' }));
      await waitFor(() => expect(onAnalyzed).toHaveBeenCalled());
      expect(fakeFetch.bodiesOf('POST /api/analyze')).toEqual([expect.objectContaining({ patientAge: age })]);
    },
  );

  it('offers male and female as the gender options', () => {
    renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    const options = within(screen.getByLabelText('Gender at birth')).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['', 'male', 'female']);
  });

  it('sends the case trimmed, without empty optional fields', async () => {
    fakeFetch.respond('POST /api/analyze', { body: analyzeReply() });
    const onAnalyzed = jest.fn();
    renderTriage(<CaseForm onAnalyzed={onAnalyzed} />);
    fillCaseForm({
      ...chestPainCase,
      chiefComplaint: '  Chest pain  ',
      medicalHistory: '  ',
      currentMedications: '',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Case' }));
    await waitFor(() => expect(onAnalyzed).toHaveBeenCalled());
    const { medicalHistory: _history, currentMedications: _medications, ...required } = chestPainCase;
    expect(fakeFetch.bodiesOf('POST /api/analyze')).toEqual([{ ...required, chiefComplaint: 'Chest pain' }]);
  });

  it('shows glossary definitions on keyboard focus', async () => {
    renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    act(() => screen.getByRole('button', { name: 'SpO2' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Oxygen saturation/);
  });

  describe('progress', () => {
    it('rises 1 point every 100 ms, holds at 90, then shows 100 and "Analysis complete!"', async () => {
      jest.useFakeTimers();
      const reply = deferred<{ body: unknown }>();
      fakeFetch.respond('POST /api/analyze', () => reply.promise);
      const { currentToast } = renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
      fillCaseForm(chestPainCase);
      fireEvent.click(screen.getByRole('button', { name: 'Analyze Case' }));

      const label = () => screen.getByTestId('analysis-progress-label').textContent;
      expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
      expect(label()).toBe('Analysis in progress: 0%');
      act(() => jest.advanceTimersByTime(99));
      expect(label()).toBe('Analysis in progress: 0%');
      act(() => jest.advanceTimersByTime(1));
      expect(label()).toBe('Analysis in progress: 1%');
      act(() => jest.advanceTimersByTime(4900));
      expect(label()).toBe('Analysis in progress: 50%');
      act(() => jest.advanceTimersByTime(4000));
      expect(label()).toBe('Analysis in progress: 90%');
      act(() => jest.advanceTimersByTime(30_000));
      expect(label()).toBe('Analysis in progress: 90%');
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90');

      await act(async () => {
        reply.resolve({ body: analyzeReply({ provider: { kind: 'llm', model: 'gpt-4o-mini' } }) });
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(label()).toBe('Analysis complete!');
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      expect(screen.getByRole('button', { name: 'Analyze Case' })).toBeEnabled();
      expect(currentToast()).toMatchObject({
        title: 'Analysis Complete',
        description: 'AI has analyzed the case.',
      });
    });
  });
});
