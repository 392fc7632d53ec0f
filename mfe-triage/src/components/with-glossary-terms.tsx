import type { ReactNode } from 'react';
import { glossary, type GlossaryTerm as Term } from '../config/glossary';
import { GlossaryTerm } from './glossary-term';

/** The spelled-out §1 terms ('differential diagnosis', 'triage'…); abbreviations such as BP are left to the vitals label. */
const spelledOutTerms = (Object.keys(glossary) as Term[]).filter((term) => term === term.toLowerCase());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longest first, so 'differential diagnosis' wins over any shorter term inside it.
const termPattern = new RegExp(
  `\\b(${[...spelledOutTerms]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\b`,
  'gi',
);

/**
 * `text` (an analysis heading such as '4. DIFFERENTIAL DIAGNOSIS') with each glossary term in it, in any
 * case, shown as a term whose definition opens on hover and focus; the words themselves are unchanged.
 */
export function withGlossaryTerms(text: string): ReactNode {
  const parts = text.split(termPattern);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <GlossaryTerm key={index} term={part.toLowerCase() as Term}>
        {part}
      </GlossaryTerm>
    ) : (
      part
    ),
  );
}
