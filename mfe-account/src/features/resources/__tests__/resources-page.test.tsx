import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signedOut } from '../../../testing/render-at';
import { ResourcesPage } from '../resources-page';
import { filterResources, resources } from '../resource-catalogue';

const titles = () =>
  screen.queryAllByTestId('resource-card').map((card) => within(card).getByRole('heading').textContent);

describe('the resources library (spec §4)', () => {
  it('has the 8 built-in resources, 3 of them premium, all with placeholder URLs', () => {
    expect(resources).toHaveLength(8);
    expect(resources.filter((resource) => resource.isPremium).map((resource) => resource.title)).toEqual([
      'Advanced Cardiology Assessment',
      'Neurological Assessment Journal',
      'Emergency Triage Training',
    ]);
    expect(resources.every((resource) => resource.url.startsWith('https://example.org/resources/'))).toBe(
      true,
    );
  });

  it('searches title, description and tags case-insensitively', () => {
    expect(filterResources(resources, 'CARDIOLOGY', 'all').map((r) => r.id)).toEqual([
      'advanced-cardiology-assessment',
    ]);
    expect(filterResources(resources, 'glasgow', 'all').map((r) => r.id)).toEqual([
      'neurological-assessment-journal',
    ]);
    expect(filterResources(resources, 'sbar', 'all').map((r) => r.id)).toEqual([
      'medical-documentation-standards',
    ]);
    expect(filterResources(resources, 'triage', 'training').map((r) => r.id)).toEqual([
      'emergency-triage-training',
    ]);
  });

  it('searches only on Enter or the search button, and Clear search shows everything again', async () => {
    const user = userEvent.setup();
    renderAt('/resources', <ResourcesPage />);
    expect(titles()).toHaveLength(8);

    const box = screen.getByRole('searchbox', { name: 'Search resources' });
    await user.type(box, 'ecg');
    expect(titles()).toHaveLength(8);
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Advanced Cardiology Assessment']);

    await user.clear(box);
    await user.type(box, 'Stroke');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(titles()).toEqual(['Emergency Medicine Protocols', 'Neurological Assessment Journal']);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(titles()).toHaveLength(8);
  });

  it('filters by category tab, and All shows everything', async () => {
    const user = userEvent.setup();
    renderAt('/resources', <ResourcesPage />);
    const tabNames = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabNames).toEqual(['All', 'Guidelines', 'Specialty', 'Journals', 'Documentation', 'Training']);

    await user.click(screen.getByRole('tab', { name: 'Training' }));
    expect(titles()).toEqual(['Respiratory Assessment Techniques', 'Emergency Triage Training']);
    await user.click(screen.getByRole('tab', { name: 'Journals' }));
    expect(titles()).toEqual(['Neurological Assessment Journal']);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(titles()).toHaveLength(8);
  });

  it('a search and a tab combine; nothing found says so', async () => {
    const user = userEvent.setup();
    renderAt('/resources', <ResourcesPage />);
    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'cardiology{Enter}');
    await user.click(screen.getByRole('tab', { name: 'Documentation' }));
    expect(titles()).toEqual([]);
    expect(screen.getByText(/No resources match your search/)).toBeInTheDocument();
  });

  it('signed in, every resource opens in a new tab without an opener, premium ones marked', async () => {
    renderAt('/resources', <ResourcesPage />);
    const cardiology = (
      await screen.findByRole('heading', { name: 'Advanced Cardiology Assessment' })
    ).closest('article')!;
    await within(cardiology).findByRole('link', { name: /Open Resource/ });
    const link = within(cardiology).getByRole('link', { name: /Open Resource/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('href', 'https://example.org/resources/advanced-cardiology-assessment');
    expect(within(cardiology).getByText('Premium')).toBeInTheDocument();
  });

  it('signed out, premium resources are disabled with Sign in to Access; others still open', async () => {
    renderAt('/resources', <ResourcesPage />, { status: signedOut });
    const locked = await screen.findAllByRole('button', { name: 'Sign in to Access' });
    expect(locked).toHaveLength(3);
    locked.forEach((button) => expect(button).toBeDisabled());
    expect(screen.getAllByRole('link', { name: /Open Resource/ })).toHaveLength(5);
  });
});
