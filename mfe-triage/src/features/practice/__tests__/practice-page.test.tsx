import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, renderTriage, type FakeFetch } from '../../../testing/render-triage';
import { PracticePage } from '../practice-page';
import { ankleCase, attemptReply, chestPainCase, comparison, redFlagCatalogue } from './practice-fixtures';

const noCaseLeft = {
  status: 404,
  body: { error: { code: 'PRACTICE.NO_CASE_LEFT', message: 'There is no case to practise on.' } },
};

const signedIn = {
  body: {
    authenticated: true,
    user: { id: 'user-1', username: 'ada', email: 'ada@example.org', displayName: 'Ada', photoURL: null },
    providers: { google: false },
  },
};

/** The query strings GET /api/practice/next was called with, in order. */
const nextQueries = (fakeFetch: FakeFetch) =>
  fakeFetch.requests
    .filter((request) => new URL(request.url).pathname === '/api/practice/next')
    .map((request) => new URL(request.url).search);

describe('PracticePage', () => {
  let fakeFetch: FakeFetch;
  beforeEach(() => {
    fakeFetch = installFakeFetch();
    fakeFetch.respond('GET /api/practice/red-flags', { body: redFlagCatalogue });
    fakeFetch.respond('GET /api/practice/joined', { body: { sets: [] } });
    fakeFetch.respond('GET /api/auth/status', signedIn);
  });

  it('shows a bank case without its answer and offers the five ESI levels by name', async () => {
    fakeFetch.respond('GET /api/practice/next', { body: { case: chestPainCase } });
    renderTriage(<PracticePage />);

    expect(await screen.findByRole('heading', { name: 'Chest tightness at rest' })).toBeInTheDocument();
    expect(
      screen.getByText('Central chest tightness for 30 minutes at rest, sweaty and nauseated.'),
    ).toBeVisible();
    expect(screen.getByText('Chest pain and circulation', { selector: 'p' })).toBeVisible();
    const levels = within(screen.getByRole('group', { name: 'ESI level' })).getAllByRole('radio');
    expect(levels.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'ESI 1 — Resuscitation',
      'ESI 2 — Emergent',
      'ESI 3 — Urgent',
      'ESI 4 — Less urgent',
      'ESI 5 — Non-urgent',
    ]);
    expect(screen.queryByTestId('practice-comparison')).toBeNull();
    expect(nextQueries(fakeFetch)).toEqual(['?source=bank']);
    expect(screen.getByRole('link', { name: 'Case sets I run' })).toHaveAttribute('href', '/practice/sets');
  });

  it('refuses to commit without a level and a first action, and says so at the fields', async () => {
    fakeFetch.respond('GET /api/practice/next', { body: { case: chestPainCase } });
    renderTriage(<PracticePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Commit my triage' }));

    expect(screen.getByText('Choose the ESI level you would give this patient.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'ESI 1 — Resuscitation' })).toHaveFocus();
    fireEvent.click(screen.getByRole('radio', { name: 'ESI 3 — Urgent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Commit my triage' }));
    expect(screen.getByLabelText('First action')).toHaveAccessibleDescription(
      'Write the first thing you would do for this patient.',
    );
    expect(fakeFetch.bodiesOf('POST /api/practice/attempts')).toEqual([]);
  });

  it('commits level, red flags (picked by keyboard and typed) and first action, then shows the under-triage beside the answer', async () => {
    fakeFetch.respond('GET /api/practice/next', { body: { case: chestPainCase } });
    fakeFetch.respond('POST /api/practice/attempts', { status: 201, body: attemptReply() });
    renderTriage(<PracticePage />);

    fireEvent.click(await screen.findByRole('radio', { name: 'ESI 4 — Less urgent' }));
    const picker = screen.getByRole('combobox', { name: 'Red flags you see (optional)' });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'coronary' } });
    const listbox = screen.getByRole('listbox', { name: 'Red flags' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.firstChild?.textContent),
    ).toEqual(['Possible acute coronary syndrome', "Add 'coronary'"]);
    expect(picker).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    expect(picker).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option')[1]!.id);
    fireEvent.keyDown(picker, { key: 'ArrowUp' });
    expect(picker).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option')[0]!.id);
    fireEvent.keyDown(picker, { key: 'Enter' });
    fireEvent.change(picker, { target: { value: 'sweaty' } });
    fireEvent.click(screen.getByRole('option', { name: "Add 'sweaty'" }));
    const picked = screen.getByRole('list', { name: 'Red flags you picked' });
    expect(
      within(picked)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Possible acute coronary syndrome', 'sweaty']);
    fireEvent.change(screen.getByLabelText('First action'), { target: { value: ' Pain relief and wait ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Commit my triage' }));

    const verdict = await screen.findByTestId('practice-verdict');
    expect(fakeFetch.bodiesOf('POST /api/practice/attempts')).toEqual([
      {
        ref: { source: 'bank', id: 'tb-cardiovascular-01' },
        esi: 4,
        redFlags: ['acs-chest-pain', 'sweaty'],
        firstAction: 'Pain relief and wait',
      },
    ]);
    expect(within(verdict).getByRole('heading', { name: 'Under-triaged by 2' })).toBeVisible();
    expect(verdict).toHaveTextContent('Serious miss');
    expect(verdict).toHaveTextContent('2 levels less urgent than the reference');
    expect(verdict).toHaveFocus();
    expect(screen.getByTestId('your-answer')).toHaveTextContent(
      'Your triageLevelESI 4 — Less urgentFirst actionPain relief and wait',
    );
    expect(screen.getByTestId('reference-answer')).toHaveTextContent(
      'ReferenceLevelESI 2 — EmergentFirst actionECG within 10 minutes',
    );
    const flags = screen.getByTestId('practice-red-flags');
    expect(flags).toHaveTextContent('Caught (1)Possible acute coronary syndrome');
    expect(flags).toHaveTextContent('Missed (1)Possible aortic dissection');
    expect(flags).toHaveTextContent('Extra (1)sweaty');
    expect(screen.getByText(/Decision point B — Is this a high-risk situation/)).toBeVisible();
    expect(screen.getByText('Diabetic patients may present atypically.')).toBeVisible();
    expect(screen.getByTestId('triage-level-badge')).toHaveAttribute('data-level', 'HIGH');
    expect(screen.queryByRole('button', { name: 'Commit my triage' })).toBeNull();
  });

  it('"Next case" loads another case with a fresh form', async () => {
    let served = 0;
    fakeFetch.respond('GET /api/practice/next', () => ({
      body: { case: (served += 1) === 1 ? chestPainCase : ankleCase },
    }));
    fakeFetch.respond('POST /api/practice/attempts', {
      status: 201,
      body: attemptReply(comparison({ verdict: 'exact', by: 0 })),
    });
    renderTriage(<PracticePage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'ESI 2 — Emergent' }));
    fireEvent.change(screen.getByLabelText('First action'), { target: { value: 'ECG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Commit my triage' }));
    expect(await screen.findByRole('heading', { name: 'Exact' })).toBeVisible();
    expect(screen.getByTestId('practice-verdict')).not.toHaveTextContent('Serious miss');

    fireEvent.click(screen.getByRole('button', { name: 'Next case' }));
    expect(await screen.findByRole('heading', { name: 'Twisted ankle' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'ESI 2 — Emergent' })).not.toBeChecked();
    expect(screen.getByLabelText('First action')).toHaveValue('');
    expect(screen.queryByTestId('practice-comparison')).toBeNull();
  });

  it('when the source has no case, says so; "My cases" points to the triage tool', async () => {
    fakeFetch.respond('GET /api/practice/next', noCaseLeft);
    renderTriage(<PracticePage />);
    expect(await screen.findByRole('heading', { name: 'No case in this group' })).toBeVisible();

    fireEvent.change(screen.getByLabelText('Practise on'), { target: { value: 'mine' } });
    expect(await screen.findByRole('heading', { name: 'No cases of your own yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the triage tool' })).toHaveAttribute('href', '/app');
    expect(nextQueries(fakeFetch)).toEqual(['?source=bank', '?source=mine']);
  });

  it('filters the bank by presentation group', async () => {
    fakeFetch.respond('GET /api/practice/next', { body: { case: ankleCase } });
    renderTriage(<PracticePage />);
    await screen.findByRole('heading', { name: 'Twisted ankle' });
    fireEvent.change(screen.getByLabelText('Presentation group'), { target: { value: 'trauma' } });
    await waitFor(() =>
      expect(nextQueries(fakeFetch)).toEqual(['?source=bank', '?source=bank&group=trauma']),
    );
  });

  it('when a case cannot be loaded, offers Retry', async () => {
    fakeFetch.respond('GET /api/practice/next', { status: 500, body: 'boom' });
    renderTriage(<PracticePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load a case');
    fakeFetch.respond('GET /api/practice/next', { body: { case: chestPainCase } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Chest tightness at rest' })).toBeVisible();
  });

  it('when the commit fails, keeps the form and says so in a toast', async () => {
    fakeFetch.respond('GET /api/practice/next', { body: { case: chestPainCase } });
    fakeFetch.respond('POST /api/practice/attempts', { networkError: true });
    const { currentToast } = renderTriage(<PracticePage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'ESI 2 — Emergent' }));
    fireEvent.change(screen.getByLabelText('First action'), { target: { value: 'ECG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Commit my triage' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Your triage was not saved' }));
    expect(screen.getByRole('button', { name: 'Commit my triage' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'ESI 2 — Emergent' })).toBeChecked();
  });
});

describe('PracticePage: joining a case set', () => {
  let fakeFetch: FakeFetch;
  beforeEach(() => {
    fakeFetch = installFakeFetch();
    fakeFetch.respond('GET /api/practice/red-flags', { body: redFlagCatalogue });
    fakeFetch.respond('GET /api/practice/joined', { body: { sets: [] } });
    fakeFetch.respond('GET /api/auth/status', signedIn);
    fakeFetch.respond('GET /api/practice/next', { body: { case: chestPainCase } });
  });

  const join = async (code: string) => {
    const field = await screen.findByLabelText('Case set code');
    fireEvent.change(field, { target: { value: code } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    });
    return field;
  };

  it('refuses a code that cannot be one without asking the server', async () => {
    renderTriage(<PracticePage />);
    const field = await join('K7MQ-2XR0');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('That is not a case set code.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fakeFetch.bodiesOf('POST /api/practice/joins')).toEqual([]);
  });

  it('an unknown code: says no set has it', async () => {
    fakeFetch.respond('POST /api/practice/joins', {
      status: 404,
      body: { error: { code: 'PRACTICE.SET_NOT_FOUND', message: 'No case set has that code.' } },
    });
    renderTriage(<PracticePage />);
    const field = await join('k7mq2xra');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No case set has that code. Check the code with your educator.',
    );
    expect(field).toHaveFocus();
    expect(fakeFetch.bodiesOf('POST /api/practice/joins')).toEqual([
      { code: 'k7mq2xra', traineeName: 'Ada' },
    ]);
  });

  it('a full set: says it is full', async () => {
    fakeFetch.respond('POST /api/practice/joins', {
      status: 403,
      body: { error: { code: 'PRACTICE.SET_TRAINEE_LIMIT', message: 'This case set is full.' } },
    });
    renderTriage(<PracticePage />);
    await join('K7MQ-2XRA');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This case set is full\. Ask your educator/);
  });

  it('a good code: joins, toasts, lists the set as a source and practises on it', async () => {
    const set = { id: 'set-9', title: 'Ward 3 induction', caseCount: 4, educator: 'Grace' };
    fakeFetch.respond('POST /api/practice/joins', { body: { set } });
    const { currentToast } = renderTriage(<PracticePage />);
    await screen.findByRole('heading', { name: 'Chest tightness at rest' });
    fakeFetch.respond('GET /api/practice/joined', {
      body: { sets: [{ ...set, attempted: 0, exact: 0, joinedAt: '2026-11-24T06:00:00.000Z' }] },
    });
    await join('K7MQ-2XRA');
    expect(currentToast()).toMatchObject({
      title: 'Case set joined',
      description: 'Ward 3 induction by Grace: 4 cases.',
    });

    await waitFor(() => expect(nextQueries(fakeFetch)).toContain('?source=set&setId=set-9'));
    await waitFor(() => expect(screen.getByLabelText('Practise on')).toHaveValue('set:set-9'));
    expect(screen.getByRole('option', { name: 'Ward 3 induction (Grace)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Case set code')).toHaveValue('');
  });
});
