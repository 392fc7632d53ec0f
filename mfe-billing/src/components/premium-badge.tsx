import styled from 'styled-components';

/** The word Premium on gold: gold is reserved for premium (ui.md). */
export const PremiumBadge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(0.25)} ${theme.space(1)}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.premium.background};
  color: ${({ theme }) => theme.premium.text};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  letter-spacing: 0.02em;
`;
