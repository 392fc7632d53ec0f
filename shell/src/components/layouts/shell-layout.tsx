import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SiteNavigation } from './site-navigation';

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

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeaderInner = styled.div`
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
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.maxContentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)}`};
  }
`;

/** The frame around every page; it stays usable whatever a remote does. */
export function ShellLayout() {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header>
        <HeaderInner>
          <Brand to="/">MANAN</Brand>
          <SiteNavigation />
        </HeaderInner>
      </Header>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
    </>
  );
}
