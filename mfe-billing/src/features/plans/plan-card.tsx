import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Plan } from '@manan/contracts';
import { Card } from '@manan/ui-kit';
import { PremiumBadge } from '../../components/premium-badge';
import { formatInterval, formatPrice } from '../../lib/format';

const PlanSection = styled(Card)<{ $premium: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme, $premium }) =>
    $premium &&
    css`
      border: 2px solid ${theme.premium.background};
      background: linear-gradient(${theme.premium.subtleSurface}, ${theme.colors.surface} 40%);
    `}
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: 2.5rem;
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;

const Interval = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  flex: 1;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Check = styled.span<{ $premium: boolean }>`
  flex: none;
  font-weight: 700;
  color: ${({ theme, $premium }) => ($premium ? theme.premium.subtleText : theme.colors.primary)};
`;

export interface PlanCardProps {
  plan: Plan;
  /** What the reader can do with this plan: Upgrade, or a note that it is theirs. */
  children?: ReactNode;
}

/** One plan: its name, price per month and features (spec §6). */
export function PlanCard({ plan, children }: PlanCardProps) {
  const headingId = useId();
  const premium = plan.id === 'premium';
  return (
    <PlanSection $premium={premium} aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{plan.name}</h2>
        {premium ? <PremiumBadge>Premium</PremiumBadge> : null}
      </Header>
      <Price>
        {formatPrice(plan.priceCents)} <Interval>{formatInterval(plan)}</Interval>
      </Price>
      <Features aria-label={`${plan.name} plan features`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check $premium={premium} aria-hidden="true">
              ✓
            </Check>
            <span>{feature}</span>
          </li>
        ))}
      </Features>
      {children}
    </PlanSection>
  );
}
