import { lazy, Suspense } from 'react';
import { useDispatch } from 'react-redux';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button, UserAvatar, displayNameOf, openSignInDialog, useSignedInUser } from '@manan/ui-kit';

// The menu (Radix Dropdown Menu) loads for a signed-in user only; until it has, their avatar shows.
const AccountMenu = lazy(async () => ({
  default: (await import(/* webpackChunkName: "signed-in" */ '../../features/auth/account-menu')).AccountMenu,
}));

/*
 * On a phone the navigation takes the line under the brand, and the account item (avatar or Sign In) moves
 * up beside the brand, so the links keep one line at 360 px; from a tablet up all sits on one line.
 */
const Nav = styled.nav`
  flex-basis: 100%;

  ${({ theme }) => theme.media.tablet} {
    flex-basis: auto;
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  /* 2 px between links (their own padding spaces the words) keeps five on one line at 360 px */
  gap: ${({ theme }) => theme.space(0.5)} 2px;
  /* the links' own padding overhangs the header's, so their words line up with the brand */
  margin: ${({ theme }) => `0 -${theme.space(0.5)}`};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.small};

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1)}`};
    margin: 0;
    font-size: inherit;
  }
`;

const AccountItem = styled.li`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  right: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.tablet} {
    position: static;
  }
`;

const itemStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space(0.5)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `0 ${theme.space(1)}`};
  }
`;

const Item = styled(NavLink)`
  ${itemStyle}

  &.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const ItemButton = styled.button`
  ${itemStyle}
`;

/** The menu's avatar while the menu loads, where its trigger (2 px padding, 2 px border) will be. */
const AvatarPlaceholder = styled.span`
  display: inline-flex;
  padding: 4px;
`;

const SignInButton = styled(Button)`
  min-height: 40px;
`;

/**
 * Until the session is known, the account item keeps Sign In's place but shows nothing: the landing page
 * is painted from the HTML the build rendered before any script has run, and a signed-in user must not be
 * offered Sign In meanwhile. Hidden this way, it is neither seen, focused nor announced.
 */
const PendingAccount = styled.span`
  display: inline-flex;
  visibility: hidden;
`;

/** Spec §2 navigation: Home, Try Now, Pricing, and Sign In or the signed-in user's menu; Dashboard and
 * Practice (training mode) when signed in. */
export function SiteNavigation() {
  const { user, isLoading } = useSignedInUser();
  const dispatch = useDispatch();
  const openDialog = () => dispatch(openSignInDialog());
  return (
    <Nav aria-label="Main">
      <List>
        <li>
          <Item to="/" end>
            Home
          </Item>
        </li>
        <li>
          {user ? (
            <Item to="/app">Try Now</Item>
          ) : (
            <ItemButton type="button" onClick={openDialog}>
              Try Now
            </ItemButton>
          )}
        </li>
        {user ? (
          <li>
            <Item to="/dashboard">Dashboard</Item>
          </li>
        ) : null}
        {user ? (
          <li>
            <Item to="/practice">Practice</Item>
          </li>
        ) : null}
        <li>
          <Item to="/subscription">Pricing</Item>
        </li>
        <AccountItem>
          {user ? (
            <Suspense
              fallback={
                <AvatarPlaceholder>
                  <UserAvatar name={displayNameOf(user)} photoURL={user.photoURL} size={40} />
                </AvatarPlaceholder>
              }
            >
              <AccountMenu user={user} />
            </Suspense>
          ) : isLoading ? (
            <PendingAccount>
              <SignInButton type="button" disabled tabIndex={-1}>
                Sign In
              </SignInButton>
            </PendingAccount>
          ) : (
            <SignInButton type="button" onClick={openDialog}>
              Sign In
            </SignInButton>
          )}
        </AccountItem>
      </List>
    </Nav>
  );
}
