import { useDispatch } from 'react-redux';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button, openSignInDialog, useSignedInUser } from '@manan/ui-kit';
import { AccountMenu } from '../../features/auth/account-menu';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1)}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space(1)}`};
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

const SignInButton = styled(Button)`
  min-height: 40px;
`;

/** Spec §2 navigation: Home, Try Now, Pricing, and Sign In or the signed-in user's menu; Dashboard and
 * Practice (training mode) when signed in. */
export function SiteNavigation() {
  const { user } = useSignedInUser();
  const dispatch = useDispatch();
  const openDialog = () => dispatch(openSignInDialog());
  return (
    <nav aria-label="Main">
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
        <li>
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <SignInButton type="button" onClick={openDialog}>
              Sign In
            </SignInButton>
          )}
        </li>
      </List>
    </nav>
  );
}
