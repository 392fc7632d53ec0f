import { useCallback } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SignInDialogHost } from '../../features/auth/sign-in-dialog-host';
import { useSignInRedirectToasts } from '../../features/auth/use-sign-in-redirect-toasts';
import { SiteFooter } from './site-footer';
import { SiteNavigation } from './site-navigation';
import { ToastArea } from './toast-area';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(1)};
  top: -100px;
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};

  &:focus {
    top: ${({ theme }) => theme.space(1)};
  }
`;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeaderInner = styled.div`
  /* the navigation's account item sits beside the brand on a phone, placed against this box */
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  max-width: ${({ theme }) => theme.layout.maxContentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxContentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)}`};
  }
`;

/** The frame around every page; it stays usable whatever a remote does. */
export function ShellLayout() {
  const navigate = useNavigate();
  const followToastAction = useCallback((to: string) => navigate(to), [navigate]);
  useSignInRedirectToasts();
  return (
    <Frame>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header>
        <HeaderInner>
          <Brand to="/" aria-label="MANAN home">
            MANAN
          </Brand>
          <SiteNavigation />
        </HeaderInner>
      </Header>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
      <SignInDialogHost />
      <ToastArea onAction={followToastAction} />
    </Frame>
  );
}
