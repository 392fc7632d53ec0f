import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Card } from '@manan/ui-kit';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  & p {
    margin: 0;
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: auto;
`;

export interface DashboardCardProps {
  title: string;
  description?: string;
  children?: ReactNode;
  /** Buttons and links at the foot of the card. */
  actions?: ReactNode;
  className?: string;
}

/** A titled dashboard card (a labelled region), its actions kept at the bottom. */
export function DashboardCard({ title, description, children, actions, className }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Body aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{title}</h2>
      {description ? <Description>{description}</Description> : null}
      {children}
      {actions ? <Actions>{actions}</Actions> : null}
    </Body>
  );
}
