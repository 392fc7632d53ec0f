import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const links = [
  { to: '/', label: 'Home', end: true },
  { to: '/app', label: 'Triage tool' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/assessments', label: 'Assessments' },
  { to: '/resources', label: 'Resources' },
  { to: '/settings', label: 'Settings' },
  { to: '/subscription', label: 'Pricing' },
];

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1)}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1)}`};
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

export function SiteNavigation() {
  return (
    <nav aria-label="Main">
      <List>
        {links.map(({ to, label, end }) => (
          <li key={to}>
            <Item to={to} end={end}>
              {label}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
