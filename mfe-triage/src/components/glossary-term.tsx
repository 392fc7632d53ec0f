import { Tooltip } from '@manan/ui-kit';
import styled from 'styled-components';
import { glossary, type GlossaryTerm as Term } from '../config/glossary';

const TermButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline dotted;
  text-underline-offset: 3px;
  cursor: help;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

export interface GlossaryTermProps {
  term: Term;
  /** The words shown, when they differ from the term (e.g. 'Vitals'). */
  children?: string;
}

/** A medical term whose definition opens on hover and on keyboard focus (spec §1 glossary). */
export function GlossaryTerm({ term, children }: GlossaryTermProps) {
  return (
    <Tooltip content={glossary[term]}>
      <TermButton type="button" data-glossary-term={term}>
        {children ?? term}
      </TermButton>
    </Tooltip>
  );
}
