import { screen, within } from '@testing-library/react';
import { caseOf } from '../../../testing/cases';
import { installFakeFetch, renderAt } from '../../../testing/render-at';
import { RecentAssessmentsCard } from '../recent-assessments-card';

function renderCard({ cases, used = 0 }: { cases: unknown[]; used?: number }) {
  const server = installFakeFetch();
  server.respond('GET /api/cases', { body: cases });
  server.respond('GET /api/user/subscription', { body: { used, limit: 20, isPremium: false } });
  return renderAt('/dashboard', <RecentAssessmentsCard />, { server });
}

describe('Recent Assessments', () => {
  it("lists the user's three latest cases, newest first, with their badges", async () => {
    renderCard({
      cases: [
        caseOf({ id: 'a', chiefComplaint: 'Throat swelling', triageLevel: 'EMERGENCY' }),
        caseOf({ id: 'b', chiefComplaint: 'Chest pain', triageLevel: 'TRIAGE LEVEL: HIGH' }),
        caseOf({ id: 'c', chiefComplaint: 'Sprained ankle', triageLevel: 'Urgency: low' }),
        caseOf({ id: 'd', chiefComplaint: 'Old headache', triageLevel: 'MEDIUM' }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Latest assessments' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Throat swelling'),
      expect.stringContaining('Chest pain'),
      expect.stringContaining('Sprained ankle'),
    ]);
    expect(
      within(list)
        .getAllByTestId('triage-level-badge')
        .map((badge) => badge.dataset.level),
    ).toEqual(['EMERGENCY', 'HIGH', 'LOW']);
    expect(items[1]).toHaveAttribute('href', '/assessments?case=b');
    expect(screen.queryByText('Old headache')).not.toBeInTheDocument();
  });

  it('shows the level of the structured result, not what the text would give; the text only without a result', async () => {
    renderCard({
      cases: [
        caseOf({ id: 'a', triageLevel: 'TRIAGE LEVEL: EMERGENCY - ESI 1', result: { level: 'LOW', esi: 4 } }),
        caseOf({ id: 'b', triageLevel: 'TRIAGE LEVEL: EMERGENCY - ESI 1', result: null }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Latest assessments' });
    expect(
      within(list)
        .getAllByTestId('triage-level-badge')
        .map((badge) => badge.dataset.level),
    ).toEqual(['LOW', 'EMERGENCY']);
  });

  it("with no cases it offers 'Start your first assessment' on to /app", async () => {
    renderCard({ cases: [], used: 3 });
    expect(await screen.findByRole('link', { name: 'Start your first assessment' })).toHaveAttribute(
      'href',
      '/app',
    );
  });

  it('with no cases and a free user at the limit, the link is disabled', async () => {
    renderCard({ cases: [], used: 20 });
    const link = await screen.findByRole('link', { name: 'Start your first assessment' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
  });
});
