import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { caseOf } from '../../../testing/cases';
import { installFakeFetch, renderAt, signedOut } from '../../../testing/render-at';
import { AssessmentsPage } from '../assessments-page';

function renderWithCases(cases: unknown[], path = '/assessments') {
  const server = installFakeFetch();
  server.respond('GET /api/cases', { body: cases });
  return renderAt(path, <AssessmentsPage />, { server });
}

const twoCases = [
  caseOf({
    id: 'newest',
    chiefComplaint: 'Throat swelling after peanuts',
    triageLevel: '1. TRIAGE LEVEL EMERGENCY',
    analysis: '1. TRIAGE LEVEL\nEMERGENCY (ESI 1)\n2. RED FLAGS\n- Stridor',
    aiConfidence: { overall: 0.91 },
    medicalHistory: { details: 'Peanut allergy' },
  }),
  caseOf({ id: 'older', chiefComplaint: 'Chest pain', triageLevel: 'Level: (Medium)' }),
];

describe('/assessments', () => {
  it('lists the cases with badges and shows the newest by default, with its analysis and confidence', async () => {
    renderWithCases(twoCases);
    const list = await screen.findByRole('list', { name: 'Your assessments' });
    const entries = within(list).getAllByRole('button');
    expect(entries).toHaveLength(2);
    expect(
      within(list)
        .getAllByTestId('triage-level-badge')
        .map((badge) => badge.dataset.level),
    ).toEqual(['EMERGENCY', 'MEDIUM']);
    expect(entries[0]).toHaveAttribute('aria-current', 'true');

    const detail = screen.getByTestId('assessment-detail');
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Throat swelling after peanuts',
    );
    expect(within(detail).getByRole('heading', { name: '2. RED FLAGS' })).toBeInTheDocument();
    expect(within(detail).getByRole('progressbar', { name: 'AI Confidence' })).toHaveAttribute(
      'aria-valuenow',
      '91',
    );
    expect(within(detail).getByRole('button', { name: 'Export as PDF' })).toBeEnabled();
  });

  it('selecting another case shows it; Case Details has history only when present', async () => {
    const user = userEvent.setup();
    renderWithCases(twoCases);
    await user.click(await screen.findByRole('tab', { name: 'Case Details' }));
    expect(screen.getByText('Medical History')).toBeInTheDocument();
    expect(screen.getByText('Peanut allergy')).toBeInTheDocument();
    expect(screen.queryByText('Current Medications')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Chest pain/ }));
    const detail = screen.getByTestId('assessment-detail');
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('Chest pain');
    expect(screen.getByTestId('location')).toHaveTextContent('/assessments?case=older');
    await user.click(within(detail).getByRole('tab', { name: 'Case Details' }));
    expect(within(detail).getByText('58')).toBeInTheDocument();
    expect(within(detail).getByText('BP 150/90, HR 104')).toBeInTheDocument();
    expect(within(detail).queryByText('Medical History')).not.toBeInTheDocument();
  });

  it('shows the level of the structured result in the list and the detail, the text only without a result', async () => {
    renderWithCases([
      caseOf({ id: 'scored', triageLevel: 'TRIAGE LEVEL: EMERGENCY', result: { level: 'MEDIUM', esi: 3 } }),
      caseOf({ id: 'legacy', triageLevel: 'TRIAGE LEVEL: HIGH - ESI 2' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your assessments' });
    expect(
      within(list)
        .getAllByTestId('triage-level-badge')
        .map((badge) => badge.dataset.level),
    ).toEqual(['MEDIUM', 'HIGH']);
    const detail = screen.getByTestId('assessment-detail');
    expect(within(detail).getByTestId('triage-level-badge')).toHaveAttribute('data-level', 'MEDIUM');
  });

  it('opens the case the URL names', async () => {
    renderWithCases(twoCases, '/assessments?case=older');
    const detail = await screen.findByTestId('assessment-detail');
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('Chest pain');
  });

  it('with no cases shows the empty state', async () => {
    renderWithCases([]);
    expect(await screen.findByRole('heading', { name: 'No assessments found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a New Assessment' })).toHaveAttribute('href', '/app');
  });

  it('on a load failure raises the §8 toast', async () => {
    const server = installFakeFetch();
    server.respond('GET /api/cases', { status: 500, statusText: 'Internal Server Error' });
    const { currentToast } = renderAt('/assessments', <AssessmentsPage />, { server });
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Could not load your previous assessments',
        variant: 'destructive',
      }),
    );
  });

  it('exporting a case without analysis text says there is nothing to export', async () => {
    const user = userEvent.setup();
    const { currentToast } = renderWithCases([caseOf({ analysis: '' })]);
    await user.click(await screen.findByRole('button', { name: 'Export as PDF' }));
    expect(currentToast()).toMatchObject({
      title: 'Error',
      description: 'No analysis data available to export',
      variant: 'destructive',
    });
  });

  it('signed out, asks the visitor to sign in', async () => {
    renderAt('/assessments', <AssessmentsPage />, { status: signedOut });
    expect(await screen.findByText('Please sign in to view your previous assessments.')).toBeInTheDocument();
  });
});
