import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fillCaseForm } from '../../../testing/fill-case-form';
import { analyzeReply, chestPainCase } from '../../../testing/fixtures';
import { installFakeFetch, renderTriage, type FakeFetch } from '../../../testing/render-triage';
import { CaseForm } from '../case-form';
import { identifierCheckDelayMs } from '../use-identifier-guard';

const note = 'Mr Smith, MRN 4827731, crushing central chest pain for 40 minutes, sweating';
const symptoms = () => screen.getByLabelText('Detailed symptoms');
const analyzeButton = () => screen.getByRole('button', { name: 'Analyze Case' });

/** Lets the typing pause pass, so the form is checked. */
const pauseTyping = () => act(() => jest.advanceTimersByTime(identifierCheckDelayMs));

describe('the identifier guard of the case form', () => {
  let fakeFetch: FakeFetch;
  beforeEach(() => {
    fakeFetch = installFakeFetch();
    fakeFetch.respond('POST /api/analyze', { body: analyzeReply() });
  });
  afterEach(() => jest.useRealTimers());

  it('when a pasted note holds a name and an MRN, then the field shows both after a pause; nothing is sent until they are removed', async () => {
    jest.useFakeTimers();
    const onAnalyzed = jest.fn();
    renderTriage(<CaseForm onAnalyzed={onAnalyzed} />);
    fillCaseForm({ ...chestPainCase, symptoms: note });
    expect(symptoms()).not.toHaveAttribute('data-identifiers');
    pauseTyping();

    expect(symptoms()).toHaveAttribute('data-identifiers', 'true');
    expect(symptoms()).toHaveAccessibleDescription(
      expect.stringMatching(/2 possible patient identifiers ?: Name “Mr Smith”, Record number “MRN 4827731”/),
    );
    expect(screen.getByRole('button', { name: 'Not an identifier: Mr Smith' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Not an identifier: MRN 4827731' })).toBeVisible();
    expect(screen.getByText(/2 possible patient identifiers in 1 field/)).toBeVisible();

    fireEvent.click(analyzeButton());
    expect(symptoms()).toHaveFocus();
    expect(fakeFetch.requests).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove identifiers' }));
    expect(symptoms()).toHaveValue('[NAME], [MRN], crushing central chest pain for 40 minutes, sweating');
    expect(symptoms()).not.toHaveAttribute('data-identifiers');
    expect(screen.queryByRole('button', { name: 'Remove identifiers' })).toBeNull();
    expect(analyzeButton()).toHaveFocus();

    jest.useRealTimers();
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(onAnalyzed).toHaveBeenCalled());
    expect(fakeFetch.bodiesOf('POST /api/analyze')).toEqual([
      { ...chestPainCase, symptoms: '[NAME], [MRN], crushing central chest pain for 40 minutes, sweating' },
    ]);
  });

  it('when a finding is dismissed as not an identifier, then it is gone from the field and the request carries the dismissal', async () => {
    const onAnalyzed = jest.fn();
    renderTriage(<CaseForm onAnalyzed={onAnalyzed} />);
    fillCaseForm({ ...chestPainCase, medicalHistory: 'Followed by Dr Foster clinic for angina' });
    fireEvent.click(analyzeButton());
    const history = screen.getByLabelText(/Medical history/);
    expect(history).toHaveFocus();
    expect(fakeFetch.requests).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Not an identifier: Dr Foster' }));
    expect(history).not.toHaveAttribute('data-identifiers');
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(onAnalyzed).toHaveBeenCalled());
    expect(fakeFetch.bodiesOf('POST /api/analyze')).toEqual([
      {
        ...chestPainCase,
        medicalHistory: 'Followed by Dr Foster clinic for angina',
        dismissedIdentifiers: [{ field: 'medicalHistory', kind: 'name', text: 'Dr Foster' }],
      },
    ]);
  });

  it('when the patient is over 89, then nothing is held back and the case is sent (and shown) with the age as 90+', async () => {
    const onAnalyzed = jest.fn();
    renderTriage(<CaseForm onAnalyzed={onAnalyzed} />);
    fillCaseForm({ ...chestPainCase, patientAge: '94', symptoms: 'A 94 yo with chest pain' });
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(onAnalyzed).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Remove identifiers' })).toBeNull();
    expect(fakeFetch.bodiesOf('POST /api/analyze')).toEqual([
      { ...chestPainCase, patientAge: '90+', symptoms: 'A 90+ yo with chest pain' },
    ]);
    expect(screen.getByLabelText('Patient age')).toHaveValue('90+');
  });

  it('when the server refuses with PRIVACY.IDENTIFIERS_FOUND, then its findings show on the same fields', async () => {
    fakeFetch.respond('POST /api/analyze', {
      status: 400,
      body: {
        error: {
          code: 'PRIVACY.IDENTIFIERS_FOUND',
          message: 'Remove patient identifiers first, or mark a finding as not an identifier.',
          fields: { vitals: 'Possible patient identifier: phone number' },
        },
        identifiers: [{ field: 'vitals', kind: 'phone', text: '150/90', start: 3, end: 9 }],
      },
    });
    const { currentToast } = renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    fillCaseForm(chestPainCase);
    fireEvent.click(analyzeButton());
    const vitals = screen.getByLabelText('Vital signs and lab values');
    await waitFor(() => expect(vitals).toHaveAttribute('data-identifiers', 'true'));
    expect(vitals).toHaveFocus();
    expect(vitals).toHaveAccessibleDescription(expect.stringContaining('Phone number “150/90”'));
    expect(currentToast()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Not an identifier: 150/90' }));
    expect(vitals).not.toHaveAttribute('data-identifiers');
    fakeFetch.respond('POST /api/analyze', { body: analyzeReply() });
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(fakeFetch.bodiesOf('POST /api/analyze')).toHaveLength(2));
    expect(fakeFetch.bodiesOf('POST /api/analyze')[1]).toMatchObject({
      dismissedIdentifiers: [{ field: 'vitals', kind: 'phone', text: '150/90' }],
    });
  });

  it('when svc-triage removed identifiers from a blood report, then the form says what', async () => {
    fakeFetch.respond('POST /api/parse-blood-report', {
      body: {
        parsedText: 'Blood report:\nPotassium 7.1 mmol/L (ref 3.5–5.1) HIGH',
        removedIdentifiers: [
          { kind: 'name', count: 1 },
          { kind: 'phone', count: 2 },
        ],
      },
    });
    renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    const input = screen.getByTestId('blood-report-input') as HTMLInputElement;
    Object.defineProperty(input, 'files', {
      value: [new File(['%PDF-1.4'], 'bloods.pdf', { type: 'application/pdf' })],
    });
    fireEvent.change(input);
    const vitalsField = screen.getByLabelText('Vital signs and lab values').parentElement!;
    expect(
      await within(vitalsField).findByText(
        'Removed from the blood report before it was added: 1 name, 2 phone numbers.',
      ),
    ).toBeVisible();
  });
});
