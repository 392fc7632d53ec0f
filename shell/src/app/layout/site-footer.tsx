import styled from 'styled-components';
import { companyLinks } from '../../config/company-site';

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.layout.maxContentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)}`};
  }

  p {
    margin: 0;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space(0.5)} 0`};
  }
`;

/** Company links to the external site, and the purpose of MANAN's results. */
export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        <div>
          <p>© MANAN. Results are for training and educational support only.</p>
          <p>They do not replace clinical judgement or local protocols.</p>
        </div>
        <nav aria-label="Company">
          <Links>
            {companyLinks.map(({ label, href }) => (
              <li key={label}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </Links>
        </nav>
      </Inner>
    </Footer>
  );
}
