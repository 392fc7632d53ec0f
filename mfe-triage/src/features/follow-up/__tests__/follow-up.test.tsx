import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { refineReply } from '../../../testing/fixtures';
import { deferred, installFakeFetch, renderTriage, type FakeFetch } from '../../../testing/render-triage';
import { FollowUp } from '../follow-up';
import { followUpResponses } from '../follow-up-responses';

const questions = [
  { id: 'q1', question: 'Is the pain worse on exertion?' },
  { id: 'q2', question: 'Any previous ECG?' },
  { id: 'q3', question: 'Any allergies?' },
];

describe('followUpResponses', () => {
  it('keeps only answers non-empty after trimming, as Q and A lines', () => {
    expect(followUpResponses(questions, { q1: '  Yes, on stairs ', q2: '   ', q3: '' })).toEqual({
      q1: 'Q: Is the pain worse on exertion?\nA: Yes, on stairs',
    });
  });
});

describe('FollowUp', () => {
  let fakeFetch: FakeFetch;
  beforeEach(() => {
    fakeFetch = installFakeFetch();
  });

  const open = async (onRefined = jest.fn()) => {
    const view = renderTriage(
      <FollowUp analysis={'1. TRIAGE LEVEL\nHIGH'} caseId="case-7" onRefined={onRefined} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask for Further Analysis' }));
    return view;
  };

  it('loads questions, sends only the answered ones with the case id, and hands back the refinement', async () => {
    const questionsReply = deferred<{ body: unknown }>();
    fakeFetch.respond('POST /api/generate-followup', () => questionsReply.promise);
    const refined = deferred<{ body: unknown }>();
    fakeFetch.respond('POST /api/refine-analysis', () => refined.promise);
    const onRefined = jest.fn();
    const { currentToast } = await open(onRefined);

    const dialog = await screen.findByRole('dialog', { name: 'Follow-up Questions' });
    expect(dialog).toHaveAccessibleDescription('Please answer these questions to help refine the analysis');
    expect(screen.getByText('Generating relevant questions...')).toBeInTheDocument();
    await act(async () => questionsReply.resolve({ body: { questions } }));

    const answers = screen.getAllByPlaceholderText('Enter your answer here...');
    expect(answers).toHaveLength(3);
    expect(answers.every((answer) => (answer as HTMLTextAreaElement).value === '')).toBe(true);
    expect(screen.getByTestId('follow-up-body')).toHaveStyle({ maxHeight: '60vh', overflowY: 'auto' });
    fireEvent.change(screen.getByLabelText('Is the pain worse on exertion?'), { target: { value: ' Yes ' } });
    fireEvent.change(screen.getByLabelText('Any previous ECG?'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Additional Information' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled());
    expect(fakeFetch.bodiesOf('POST /api/generate-followup')).toEqual([
      { analysis: '1. TRIAGE LEVEL\nHIGH', caseId: 'case-7' },
    ]);
    expect(fakeFetch.bodiesOf('POST /api/refine-analysis')).toEqual([
      {
        analysis: '1. TRIAGE LEVEL\nHIGH',
        caseId: 'case-7',
        followUpResponses: { q1: 'Q: Is the pain worse on exertion?\nA: Yes' },
      },
    ]);

    await act(async () => refined.resolve({ body: refineReply() }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRefined).toHaveBeenCalledWith(
      expect.objectContaining({ timestamp: '2025-01-02T11:45:00.000Z' }),
    );
    expect(currentToast()).toMatchObject({
      title: 'Success',
      description: 'Analysis has been refined with additional information',
    });
  });

  it('when closed, then questions and answers are cleared for the next opening', async () => {
    fakeFetch.respond('POST /api/generate-followup', { body: { questions } });
    await open();
    fireEvent.change(await screen.findByLabelText('Any allergies?'), { target: { value: 'Penicillin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Ask for Further Analysis' }));
    expect(await screen.findByLabelText('Any allergies?')).toHaveValue('');
  });

  it('when the questions cannot be generated, then the dialog closes with an error toast', async () => {
    fakeFetch.respond('POST /api/generate-followup', { status: 503, statusText: 'Unavailable', body: '' });
    const { currentToast } = await open();
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to generate follow-up questions',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the refinement fails, then it says so and the answers stay', async () => {
    fakeFetch.respond('POST /api/generate-followup', { body: { questions } });
    fakeFetch.respond('POST /api/refine-analysis', { status: 500, statusText: 'Error', body: '' });
    const { currentToast } = await open();
    fireEvent.change(await screen.findByLabelText('Any allergies?'), { target: { value: 'None' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Additional Information' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Error', description: 'Failed to refine the analysis' }),
    );
    expect(screen.getByLabelText('Any allergies?')).toHaveValue('None');
  });
});
