import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred, installFakeFetch, renderTriage, type FakeFetch } from '../../../testing/render-triage';
import { CaseForm } from '../case-form';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function choose(files: File[]) {
  const input = screen.getByTestId('blood-report-input') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
  return input;
}

describe('Upload Blood Report', () => {
  let fakeFetch: FakeFetch;
  beforeEach(() => {
    fakeFetch = installFakeFetch();
  });
  afterEach(() => jest.useRealTimers());

  it('when a batch would pass 5 uploads, then it is rejected with the remaining count', async () => {
    const { currentToast } = renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Upload Blood Report (5 remaining)' })).toBeEnabled();
    choose(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => pdf(`${name}.pdf`)));
    expect(currentToast()).toMatchObject({
      title: 'Upload limit reached',
      description: 'You can only upload 5 more files.',
    });
    expect(fakeFetch.requests).toHaveLength(0);
  });

  it('sends one file per request in sequence, appends each text to vitals and counts the batch', async () => {
    const first = deferred<{ body: unknown }>();
    const replies = [first.promise, Promise.resolve({ body: { parsedText: 'Sodium 131 mmol/L LOW' } })];
    fakeFetch.respond('POST /api/parse-blood-report', () => replies.shift()!);
    const { currentToast } = renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Vital signs and lab values'), { target: { value: 'BP 120/80' } });

    const input = choose([pdf('one.pdf'), pdf('two.pdf')]);
    await waitFor(() => expect(fakeFetch.requests).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Upload Blood Report/ })).toBeDisabled();
    expect((fakeFetch.requests[0]!.body as FormData).get('file')).toHaveProperty('name', 'one.pdf');

    await act(async () => first.resolve({ body: { parsedText: 'Potassium 7.1 mmol/L (ref 3.5–5.1) HIGH' } }));
    await screen.findByRole('button', { name: 'Upload Blood Report (3 remaining)' });
    expect(fakeFetch.requests).toHaveLength(2);
    expect((fakeFetch.requests[1]!.body as FormData).get('file')).toHaveProperty('name', 'two.pdf');
    expect(screen.getByLabelText('Vital signs and lab values')).toHaveValue(
      'BP 120/80\nPotassium 7.1 mmol/L (ref 3.5–5.1) HIGH\nSodium 131 mmol/L LOW',
    );
    expect(currentToast()).toMatchObject({
      title: 'Success',
      description: 'Blood report values have been added to vitals (3 uploads remaining)',
    });
    expect(input.value).toBe('');

    choose(['a', 'b', 'c', 'd'].map((name) => pdf(`${name}.pdf`)));
    expect(currentToast()).toMatchObject({ description: 'You can only upload 3 more files.' });
  });

  it('when parsing fails, then it asks for manual entry and the counter stays', async () => {
    fakeFetch.respond('POST /api/parse-blood-report', {
      status: 422,
      body: { error: 'No lab values found' },
    });
    const { currentToast } = renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    choose([pdf('scan.pdf')]);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to parse blood report. Please enter values manually.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Upload Blood Report (5 remaining)' })).toBeEnabled();
  });

  it('when the user has two reports being read already (429), then it says to wait, not to type values', async () => {
    const message =
      'You already have 2 blood reports being read; wait for them to finish, then upload this one again';
    fakeFetch.respond('POST /api/parse-blood-report', {
      status: 429,
      body: { error: { code: 'BLOOD_REPORT.TOO_MANY_IN_FLIGHT', message } },
    });
    const { currentToast } = renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    const input = choose([pdf('third.pdf')]);
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Please wait', description: message }));
    expect(screen.getByRole('button', { name: 'Upload Blood Report (5 remaining)' })).toBeEnabled();
    expect(input.value).toBe('');
  });

  it('shows the status phrases: the first at once, the next after 2 s, then every 4.5 s', async () => {
    jest.useFakeTimers();
    fakeFetch.respond('POST /api/parse-blood-report', () => new Promise(() => undefined));
    renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    choose([pdf('slow.pdf')]);
    const status = () => screen.getByText(/the report|results|values|tests/, { selector: 'p' }).textContent;
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(status()).toBe('Uploading the report');
    await act(async () => jest.advanceTimersByTimeAsync(1999));
    expect(status()).toBe('Uploading the report');
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(status()).toBe('Opening the report');
    await act(async () => jest.advanceTimersByTimeAsync(4499));
    expect(status()).toBe('Opening the report');
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(status()).toBe('Reading the report');
    await act(async () => jest.advanceTimersByTimeAsync(4500 * 2));
    expect(status()).toBe('Analyzing the report');
    await act(async () => jest.advanceTimersByTimeAsync(4500 * 5));
    expect(status()).toBe('Finalizing results');
  });

  it('after the tenth phrase, then the phrases start again from the first and keep cycling', async () => {
    jest.useFakeTimers();
    fakeFetch.respond('POST /api/parse-blood-report', () => new Promise(() => undefined));
    renderTriage(<CaseForm onAnalyzed={jest.fn()} />);
    choose([pdf('very-slow.pdf')]);
    const status = () => screen.getByText(/the report|results|values|tests/, { selector: 'p' }).textContent;
    await act(async () => jest.advanceTimersByTimeAsync(2000 + 4500 * 8));
    expect(status()).toBe('Finalizing results');
    await act(async () => jest.advanceTimersByTimeAsync(4500));
    expect(status()).toBe('Uploading the report');
    await act(async () => jest.advanceTimersByTimeAsync(4500));
    expect(status()).toBe('Opening the report');
    await act(async () => jest.advanceTimersByTimeAsync(4500 * 10));
    expect(status()).toBe('Opening the report');
  });
});
