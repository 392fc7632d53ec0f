import { screen } from '@testing-library/react';
import { renderAt } from '../../testing/render-at';
import TriageApp from '../triage-app';

describe('TriageApp', () => {
  it('renders the triage tool at /app inside its marked root', () => {
    renderAt('/app', <TriageApp />);
    expect(screen.getByTestId('remote-triage')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Triage tool' }),
    );
  });
});
