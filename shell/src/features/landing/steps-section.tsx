import styled from 'styled-components';
import { Section } from './landing-parts';

const steps = [
  {
    title: 'Input patient data',
    text: 'Age, gender, chief complaint, symptoms, vital signs, history and medications.',
  },
  {
    title: 'AI clinical analysis',
    text: 'The case is assessed against clinical guidelines, and the reasoning is written out.',
  },
  {
    title: 'Receive clinical insights',
    text: 'A triage level, red flags and a care plan, which you can refine and export.',
  },
];

const StepList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Step = styled.li`
  counter-increment: step;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};

  &::before {
    content: counter(step);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }

  h3 {
    margin: 0;
    align-self: center;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function StepsSection() {
  return (
    <Section aria-labelledby="steps-title">
      <h2 id="steps-title">How it works</h2>
      <StepList>
        {steps.map(({ title, text }) => (
          <Step key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </Step>
        ))}
      </StepList>
    </Section>
  );
}
