import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { parseAnalysisText, type AnalysisBlock, type AnalysisSection } from './parse-analysis-text';

const Article = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  line-height: ${({ theme }) => theme.lineHeights.reading};
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`;

const Section = styled.section<{ $redFlags: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  ${({ $redFlags, theme }) =>
    $redFlags &&
    css`
      padding: ${theme.space(1.5)} ${theme.space(2)};
      border: 1px solid ${theme.colors.errorBorder};
      border-left: 4px solid ${theme.colors.errorText};
      border-radius: ${theme.radii.medium};
      background: ${theme.colors.errorSurface};
    `}

  & > p,
  & > ul,
  & > ol {
    margin: 0;
  }

  & > ul,
  & > ol {
    padding-left: ${({ theme }) => theme.space(3)};
  }
`;

const Heading = styled.h3<{ $redFlags: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: 700;
  letter-spacing: 0.03em;
  color: ${({ theme, $redFlags }) => ($redFlags ? theme.colors.errorText : theme.colors.text)};
`;

function Block({ block }: { block: AnalysisBlock }) {
  if (block.kind === 'paragraph') return <p>{block.text}</p>;
  const items = block.items.map((item, index) => <li key={index}>{item}</li>);
  return block.kind === 'bullets' ? <ul>{items}</ul> : <ol>{items}</ol>;
}

function TextSection({
  section,
  headingLevel,
  renderHeading,
}: {
  section: AnalysisSection;
  headingLevel: 'h2' | 'h3' | 'h4';
  renderHeading?: (heading: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Section
      $redFlags={section.isRedFlags}
      aria-labelledby={section.heading ? headingId : undefined}
      data-red-flags={section.isRedFlags || undefined}
    >
      {section.heading ? (
        <Heading as={headingLevel} id={headingId} $redFlags={section.isRedFlags}>
          {renderHeading ? renderHeading(section.heading) : section.heading}
        </Heading>
      ) : null}
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Section>
  );
}

export interface AnalysisTextProps {
  text: string;
  /** The level of the section headings, below the heading of what holds the text. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * What a heading shows, when the app adds to its words (e.g. a glossary tooltip on a medical term);
   * it must keep the heading's text, which stays the heading's accessible name.
   */
  renderHeading?: (heading: string) => ReactNode;
  className?: string;
}

/**
 * An analysis as a clinical note: numbered uppercase lines ('1. TRIAGE LEVEL' … '8. LIMITATIONS')
 * become headings, '-' lines bullet lists, numbered lines ordered lists, the rest paragraphs. It is
 * rendered as text only, so nothing in an AI answer can become markup.
 */
export function AnalysisText({ text, headingLevel = 'h3', renderHeading, className }: AnalysisTextProps) {
  const sections = parseAnalysisText(text);
  return (
    <Article className={className} data-testid="analysis-text">
      {sections.map((section, index) => (
        <TextSection
          key={index}
          section={section}
          headingLevel={headingLevel}
          renderHeading={renderHeading}
        />
      ))}
    </Article>
  );
}
