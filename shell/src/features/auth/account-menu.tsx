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
  UserAvatar,
  displayNameOf,
  useSignOut,
} from '@manan/ui-kit';

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

/** Spec §2 /dashboard avatar dropdown, word for word. */
const accountLinks = [
  { to: '/settings', label: 'Settings' },
  { to: '/assessments', label: 'Previous Assessments' },
  { to: '/subscription', label: 'Subscription Plans' },
];

/**
 * The avatar dropdown of spec §2 (/dashboard): who is signed in, their pages, and Log out. It lives
 * in the shell header only, so every page, the dashboard included, shows exactly one account menu.
 */
export function AccountMenu({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const { signOut: logOut, isSigningOut: isLoggingOut } = useSignOut(
    useCallback(() => navigate('/'), [navigate]),
  );
  const name = displayNameOf(user);
  return (
    <DropdownMenu>
      <Trigger aria-label={`${name}: open the account menu`}>
        <UserAvatar name={name} photoURL={user.photoURL} size={40} />
      </Trigger>
      <DropdownMenuPortal>
        <DropdownMenuContent align="end" sideOffset={6}>
          <Identity>
            <strong>{name}</strong>
            <span>{user.email}</span>
          </Identity>
          <DropdownMenuSeparator />
          {accountLinks.map(({ to, label }) => (
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
