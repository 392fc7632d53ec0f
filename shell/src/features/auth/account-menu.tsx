import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { PublicUser } from '@manan/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useSignOut,
} from '@manan/ui-kit';

const Trigger = styled(DropdownMenuTrigger)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 40px;
  max-width: 220px;
  padding: ${({ theme }) => `0 ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const accountLinks = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/assessments', label: 'Assessments' },
  { to: '/resources', label: 'Resources' },
  { to: '/settings', label: 'Settings' },
];

/** The signed-in user's name, opening a menu with their pages and Sign Out. */
export function AccountMenu({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const { signOut, isSigningOut } = useSignOut(useCallback(() => navigate('/'), [navigate]));
  const name = user.displayName || user.username;
  return (
    <DropdownMenu>
      <Trigger aria-label={`${name}: account menu`}>
        <span>{name}</span>
        <span aria-hidden="true">▾</span>
      </Trigger>
      <DropdownMenuPortal>
        <DropdownMenuContent align="end" sideOffset={6}>
          <DropdownMenuLabel>Signed in as {user.username}</DropdownMenuLabel>
          {accountLinks.map(({ to, label }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>{label}</Link>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={isSigningOut} onSelect={() => void signOut()}>
            Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenuPortal>
    </DropdownMenu>
  );
}
