import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { caseOf } from '../../../testing/cases';
import { installFakeFetch, renderAt, type FakeFetch } from '../../../testing/render-at';
import { AssessmentsPage } from '../assessments-page';

/** `count` cases, newest first, numbered from `from` ('Case 1' is the newest of all). */
const casesNumbered = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    caseOf({ id: `case-${from + index}`, chiefComplaint: `Case ${from + index}` }),
  );

/** GET /api/cases as svc-triage pages it: 50 per page, the next page's cursor in X-Next-Cursor. */
function serveTwoPages(server: FakeFetch, secondPage: () => { status?: number; body: unknown }) {
  server.respond('GET /api/cases', (request) => {
    const cursor = new URL(request.url).searchParams.get('cursor');
    if (!cursor) return { body: casesNumbered(1, 50), headers: { 'X-Next-Cursor': 'after-case-50' } };
    if (cursor === 'after-case-50') return secondPage();
    return { status: 400, body: 'unexpected cursor' };
  });
}

const entries = () => within(screen.getByRole('list', { name: 'Your assessments' })).getAllByRole('button');
const cursorsAsked = (server: FakeFetch) =>
  server.requests
    .filter((request) => new URL(request.url).pathname === '/api/cases')
    .map((request) => new URL(request.url).searchParams.get('cursor'));

describe('/assessments with more cases than one page', () => {
  it('shows the newest 50, and Load more (by keyboard) adds the older ones and moves focus to the first of them', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch();
    serveTwoPages(server, () => ({ body: casesNumbered(51, 20) }));
    renderAt('/assessments', <AssessmentsPage />, { server });

    await screen.findByRole('list', { name: 'Your assessments' });
    expect(entries()).toHaveLength(50);
    expect(screen.getByRole('status')).toHaveTextContent('Showing the newest 50 assessments');
    const loadMore = screen.getByRole('button', { name: 'Load more' });
    expect(loadMore).toHaveAccessibleDescription('Showing the newest 50 assessments');
    expect(cursorsAsked(server)).toEqual([null]);

    loadMore.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(entries()).toHaveLength(70));
    expect(cursorsAsked(server)).toEqual([null, 'after-case-50']);
    expect(entries()[50]).toHaveTextContent('Case 51');
    expect(entries()[50]).toHaveFocus();
    expect(entries()[69]).toHaveTextContent('Case 70');
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 70 assessments');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(entries()[60]!);
    expect(
      within(screen.getByTestId('assessment-detail')).getByRole('heading', { level: 2 }),
    ).toHaveTextContent('Case 61');
  });

  it('while the next page loads, the button is busy and disabled', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch();
    let release: (reply: { body: unknown }) => void = () => undefined;
    serveTwoPages(server, () => new Promise((resolve) => (release = resolve)) as never);
    renderAt('/assessments', <AssessmentsPage />, { server });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const busy = await screen.findByRole('button', { name: 'Loading more...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release({ body: casesNumbered(51, 1) });
    await waitFor(() => expect(entries()).toHaveLength(51));
  });

  it('when the next page fails, then the §8 toast shows, the first 50 stay and Load more can try again', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch();
    let fail = true;
    serveTwoPages(server, () => (fail ? { status: 500, body: 'down' } : { body: casesNumbered(51, 3) }));
    const { currentToast } = renderAt('/assessments', <AssessmentsPage />, { server });

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Could not load your previous assessments',
      }),
    );
    expect(entries()).toHaveLength(50);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entries()).toHaveLength(53));
  });

  it('with a single page, there is no Load more', async () => {
    const server = installFakeFetch();
    server.respond('GET /api/cases', { body: casesNumbered(1, 2) });
    renderAt('/assessments', <AssessmentsPage />, { server });
    await screen.findByRole('list', { name: 'Your assessments' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 2 assessments');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
