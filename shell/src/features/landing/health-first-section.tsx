import styled from 'styled-components';
import testimonial from '../../content/testimonial.json';
import { Section, SectionLead } from './landing-parts';

const Quote = styled.figure`
  max-width: 70ch;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  blockquote {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
    line-height: ${({ theme }) => theme.lineHeights.reading};
  }

  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SampleTag = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `0 ${theme.space(1)}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

/** The health-first section; its testimonial comes from content/testimonial.json. */
export function HealthFirstSection() {
  return (
    <Section aria-labelledby="health-first-title">
      <h2 id="health-first-title">A health-first approach</h2>
      <SectionLead>
        MANAN supports clinical judgement; it does not replace it. Every analysis shows its reasoning and
        carries a disclaimer, and results are for training and educational support only.
      </SectionLead>
      <Quote>
        {testimonial.sample ? <SampleTag>Sample</SampleTag> : null}
        <blockquote>
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption>
          {testimonial.attribution}, {testimonial.role}
        </figcaption>
      </Quote>
    </Section>
  );
}
