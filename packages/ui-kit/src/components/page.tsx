import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  & > h1 {
    margin: 0;
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

export interface PageProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** A routed page: its heading names the page for screen readers. */
export function Page({ title, lead, children }: PageProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Section>
  );
}
