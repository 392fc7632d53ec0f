import type { PracticeProgress } from '@manan/contracts';
import { screen, within } from '@testing-library/react';
import { AppRoutes } from '../../../app/routes';
import { installFakeFetch, renderAt } from '../../../testing/render-at';
import { plotPoints, plotSize } from '../plot-points';
import { TrainingProgressCard } from '../training-progress-card';

const noAttempts: PracticeProgress = {
  attempts: 0,
  exactRate: null,
  underRate: null,
  overRate: null,
  byLevel: [],
  byGroup: [],
  recent: [],
  streak: { current: 0, best: 0 },
  daily: [],
};

/** Three attempts on two days: one exact, one over-triaged, one under-triaged by 2. */
const threeAttempts: PracticeProgress = {
  attempts: 3,
  exactRate: 1 / 3,
  underRate: 1 / 3,
  overRate: 1 / 3,
  byLevel: [
    { esi: 2, attempts: 2, exact: 1, under: 1 },
    { esi: 4, attempts: 1, exact: 0, under: 0 },
    { esi: 5, attempts: 0, exact: 0, under: 0 },
  ],
  byGroup: [
    { group: 'trauma', attempts: 1, exact: 0, under: 0 },
    { group: 'cardiovascular', attempts: 2, exact: 1, under: 1 },
  ],
  recent: [
    {
      id: 'a3',
      at: '2026-11-24T06:10:00.000Z',
      title: 'Chest tightness at rest',
      group: 'cardiovascular',
      chosenEsi: 4,
      referenceEsi: 2,
      verdict: 'under',
      by: 2,
    },
    {
      id: 'a2',
      at: '2026-11-24T06:05:00.000Z',
      title: 'Twisted ankle',
      group: 'trauma',
      chosenEsi: 3,
      referenceEsi: 4,
      verdict: 'over',
      by: 1,
    },
    {
      id: 'a1',
      at: '2026-11-23T18:00:00.000Z',
      title: 'Crushing chest pain',
      group: 'cardiovascular',
      chosenEsi: 2,
      referenceEsi: 2,
      verdict: 'exact',
      by: 0,
    },
  ],
  streak: { current: 2, best: 5 },
  daily: [
    { day: '2026-11-24', attempts: 2, exact: 0 },
    { day: '2026-11-23', attempts: 1, exact: 1 },
  ],
};

const renderCard = (progress: PracticeProgress | { status: number; body: string }) => {
  const server = installFakeFetch();
  server.respond('GET /api/practice/progress', 'status' in progress ? progress : { body: progress });
  return renderAt('/dashboard', <TrainingProgressCard />, { server });
};

describe('the Training progress card', () => {
  it('before any attempt: says so and links to /practice', async () => {
    renderCard(noAttempts);
    expect(await screen.findByText(/You have not practised yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start practising' })).toHaveAttribute('href', '/practice');
    expect(screen.queryByRole('img', { name: /Accuracy over time/ })).toBeNull();
  });

  it('shows attempts, exact and under-triage rates and the streak', async () => {
    renderCard(threeAttempts);
    expect(await screen.findByTestId('progress-attempts')).toHaveTextContent('3');
    expect(screen.getByTestId('progress-exact-rate')).toHaveTextContent('33%');
    expect(screen.getByTestId('progress-under-rate')).toHaveTextContent('33%');
    expect(screen.getByTestId('progress-streak')).toHaveTextContent('2 daysbest 5 days');
    expect(screen.getByRole('link', { name: 'Practise' })).toHaveAttribute('href', '/practice');
  });

  it('plots accuracy over time as an image with a title and description, and the same numbers as a table', async () => {
    renderCard(threeAttempts);
    const plot = await screen.findByRole('img', { name: /^Accuracy over time/ });
    expect(plot).toHaveAccessibleName(
      'Accuracy over time Over 2 days with practice, from 100% exact on 23 Nov 2026 to 0% on 24 Nov 2026.',
    );
    // Oldest day first: 100% at the top left, 0% at the bottom right.
    expect(plot.querySelector('polyline')).toHaveAttribute(
      'points',
      `0,0 ${plotSize.width},${plotSize.height}`,
    );
    const table = screen.getByRole('table', { name: 'Accuracy by day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayAttemptsExactExact rate', '23 Nov 202611100%', '24 Nov 2026200%']);
  });

  it('breaks the attempts down by reference level and by presentation group, leaving out what was never practised', async () => {
    renderCard(threeAttempts);
    const byLevel = await screen.findByRole('table', { name: 'By ESI level' });
    expect(
      within(byLevel)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Reference levelAttemptsExactUnder-triaged',
      'ESI 2 — Emergent250%50%',
      'ESI 4 — Less urgent10%0%',
    ]);
    const byGroup = screen.getByRole('table', { name: 'By presentation group' });
    expect(
      within(byGroup)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['GroupAttemptsExactUnder-triaged', 'Chest pain and circulation250%50%', 'Injury10%0%']);
  });

  it('lists the last attempts, newest first, each with its verdict', async () => {
    renderCard(threeAttempts);
    const list = await screen.findByRole('list', { name: 'Last attempts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.lastChild?.textContent),
    ).toEqual(['Under-triaged by 2', 'Over-triaged by 1', 'Exact']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('you ESI 4, reference ESI 2');
  });

  it('when the progress cannot be loaded, says so', async () => {
    renderCard({ status: 500, body: 'boom' });
    expect(await screen.findByText('Could not load your training progress.')).toBeVisible();
  });

  it('is on the dashboard', async () => {
    const server = installFakeFetch();
    server.respond('GET /api/practice/progress', { body: threeAttempts });
    renderAt('/dashboard', <AppRoutes />, { server });
    expect(await screen.findByRole('region', { name: 'Training progress' })).toBeVisible();
  });
});

describe('plotPoints', () => {
  it('places days by date, leaving gaps for days without practice', () => {
    expect(
      plotPoints([
        { day: '2026-11-01', attempts: 2, exact: 1 },
        { day: '2026-11-02', attempts: 1, exact: 1 },
        { day: '2026-11-05', attempts: 4, exact: 0 },
      ]),
    ).toEqual([
      { x: 0, y: plotSize.height / 2 },
      { x: plotSize.width / 4, y: 0 },
      { x: plotSize.width, y: plotSize.height },
    ]);
  });

  it('draws a single day as a level line', () => {
    expect(plotPoints([{ day: '2026-11-01', attempts: 4, exact: 3 }])).toEqual([
      { x: 0, y: plotSize.height / 4 },
      { x: plotSize.width, y: plotSize.height / 4 },
    ]);
  });
});
