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
import { UserAvatar } from '../../components/user-avatar';
import { nameOf } from '../../lib/use-current-user';

const Trigger = styled(DropdownMenuTrigger)`
  display: inline-flex;
  flex: none;
  padding: 2px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  cursor: pointer;

  &:hover,
  &[data-state='open'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Identity = styled(DropdownMenuLabel)`
  display: grid;
  max-width: 280px;

  & > strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.body};
  }

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const menuLinks = [
  { to: '/settings', label: 'Settings' },
  { to: '/assessments', label: 'Previous Assessments' },
  { to: '/subscription', label: 'Subscription Plans' },
];

/** The avatar menu of the dashboard: who is signed in, their pages, and Log out. */
export function AccountDropdown({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const { signOut: logOut, isSigningOut: isLoggingOut } = useSignOut(
    useCallback(() => navigate('/'), [navigate]),
  );
  const name = nameOf(user);
  return (
    <DropdownMenu>
      <Trigger aria-label={`${name}: open the account menu`}>
        <UserAvatar name={name} photoURL={user.photoURL} size={44} />
      </Trigger>
      <DropdownMenuPortal>
        <DropdownMenuContent align="end" sideOffset={6}>
          <Identity>
            <strong>{name}</strong>
            <span>{user.email}</span>
          </Identity>
          <DropdownMenuSeparator />
          {menuLinks.map(({ to, label }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>{label}</Link>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={isLoggingOut} onSelect={() => void logOut()}>
            Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenuPortal>
    </DropdownMenu>
  );
}
