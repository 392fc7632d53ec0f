import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CaseSetResults } from '@manan/contracts';
import { installFakeFetch, type FakeFetch } from '@manan/ui-kit/testing';
import { renderCaseSetsAt } from './render-at';

const set = {
  id: 'set-1',
  title: 'Ward 7 induction',
  code: 'K7MQ-2XRA',
  caseCount: 2,
  traineeCount: 2,
  createdAt: '2026-11-20T09:00:00.000Z',
};

const results: CaseSetResults = {
  set,
  trainees: [
    {
      trainee: 'Ada Nurse',
      joinedAt: '2026-11-21T09:00:00.000Z',
      attempts: 3,
      exactRate: 2 / 3,
      underRate: 1 / 3,
    },
    {
      trainee: 'bo-trainee',
      joinedAt: '2026-11-21T10:00:00.000Z',
      attempts: 0,
      exactRate: null,
      underRate: null,
    },
  ],
  cases: [
    {
      id: 'c1',
      title: 'Breathless after a long flight',
      expectedEsi: 2,
      chosen: { 1: 1, 2: 3, 3: 0, 4: 0, 5: 0 },
      attempts: 4,
      exactRate: 0.75,
      underRate: 0,
      missedRedFlags: [{ id: 'pe', name: 'Possible pulmonary embolism', missedBy: 2 }],
    },
    {
      id: 'c2',
      title: 'Ankle twisted at football',
      expectedEsi: 4,
      chosen: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      attempts: 0,
      exactRate: null,
      underRate: null,
      missedRedFlags: [],
    },
  ],
  mostMissedRedFlags: [{ id: 'pe', name: 'Possible pulmonary embolism', missedBy: 2 }],
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the results of a case set', () => {
  let fakeFetch: FakeFetch;
  beforeEach(() => {
    fakeFetch = installFakeFetch();
  });

  it('when trainees have attempted, then each trainee shows attempts and rates as whole percentages (— before any attempt)', async () => {
    fakeFetch.respond('GET /api/practice/sets/set-1/results', { body: results });
    renderCaseSetsAt('/practice/sets/set-1');

    const table = await screen.findByRole('table', { name: 'Results by trainee' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ward 7 induction' })).toBeVisible();
    const ada = within(table).getByRole('row', { name: /Ada Nurse/ });
    expect(cellsOf(ada)).toEqual(['3', '67%', '33%']);
    const bo = within(table).getByRole('row', { name: /bo-trainee/ });
    expect(cellsOf(bo)).toEqual(['0', '—', '—']);
  });

  it('when a case was attempted, then its spread names each level’s count with the expected one marked, and bars are in proportion', async () => {
    fakeFetch.respond('GET /api/practice/sets/set-1/results', { body: results });
    renderCaseSetsAt('/practice/sets/set-1');

    const cases = await screen.findByRole('list', { name: 'Results by case' });
    // Each case is an item of the list; the spread's levels are items of a list inside it.
    const [breathless, ankle] = within(cases)
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-case-id'));
    const spread = within(breathless!).getByRole('list', { name: 'Levels chosen' });
    const levels = within(spread).getAllByRole('listitem');
    expect(levels.map((level) => level.querySelector('span')?.textContent)).toEqual([
      'ESI 1: 1 of 4',
      'ESI 2: 3 of 4 (expected)',
      'ESI 3: 0 of 4',
      'ESI 4: 0 of 4',
      'ESI 5: 0 of 4',
    ]);
    const barWidths = levels.map(
      (level) => (level.querySelector('span > span') as HTMLElement | null)?.style.width,
    );
    expect(barWidths).toEqual(['25%', '75%', '0%', '0%', '0%']);
    expect(within(breathless!).getByText('75%')).toBeVisible();
    expect(within(breathless!).getByText('0%')).toBeVisible();
    expect(within(breathless!).getByText(/Possible pulmonary embolism \(missed by 2\)/)).toBeVisible();

    const ankleLevels = within(within(ankle!).getByRole('list', { name: 'Levels chosen' })).getAllByRole(
      'listitem',
    );
    expect(ankleLevels[3]!.querySelector('span')?.textContent).toBe('ESI 4: 0 of 0 (expected)');
  });

  it('when nobody has joined yet, then the page says so and gives the code to share', async () => {
    fakeFetch.respond('GET /api/practice/sets/set-1/results', {
      body: { ...results, set: { ...set, traineeCount: 0 }, trainees: [], mostMissedRedFlags: [], cases: [] },
    });
    renderCaseSetsAt('/practice/sets/set-1');

    expect(await screen.findByText(/Nobody has joined yet/)).toHaveTextContent('K7MQ-2XRA');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('the CSV is downloaded from the set’s results.csv', async () => {
    fakeFetch.respond('GET /api/practice/sets/set-1/results', { body: results });
    renderCaseSetsAt('/practice/sets/set-1');
    const link = await screen.findByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute('href', '/api/practice/sets/set-1/results.csv');
    expect(link).toHaveAttribute('download');
  });

  it('when the educator confirms "Delete set", then the set is deleted and the list of sets is shown', async () => {
    fakeFetch.respond('GET /api/practice/sets/set-1/results', { body: results });
    fakeFetch.respond('DELETE /api/practice/sets/set-1', { status: 204 });
    fakeFetch.respond('GET /api/practice/sets', { body: { sets: [] } });
    renderCaseSetsAt('/practice/sets/set-1');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this case set?' });
    expect(fakeFetch.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete set' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/practice\/sets$/));
    expect(fakeFetch.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText(/You have no case sets yet/)).toBeVisible();
  });

  it('when the set is not the user’s (404), then the page says there is no such set', async () => {
    fakeFetch.respond('GET /api/practice/sets/set-1/results', {
      status: 404,
      body: { error: { code: 'PRACTICE.SET_NOT_FOUND', message: 'No such case set' } },
    });
    renderCaseSetsAt('/practice/sets/set-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('No such case set');
  });
});
