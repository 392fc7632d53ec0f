import { screen } from '@testing-library/react';
import { installFakeFetch, renderTriage } from '../../testing/render-triage';
import TriageApp from '../triage-app';

describe('TriageApp', () => {
  it('renders the triage tool at /app inside its marked root, with the empty analysis panel', () => {
    installFakeFetch();
    renderTriage(<TriageApp />);
    const root = screen.getByTestId('remote-triage');
    expect(root).toContainElement(screen.getByRole('heading', { level: 1, name: 'Triage tool' }));
    expect(screen.getByRole('region', { name: 'AI Analysis' })).toHaveTextContent(
      'Enter patient details and click analyze for AI recommendations',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
