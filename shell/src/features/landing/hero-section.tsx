import styled from 'styled-components';
import { Button, buttonStyles, type ButtonVariant } from '@manan/ui-kit';
import { useTryNow } from '../../lib/auth/use-try-now';
import { Actions } from './landing-parts';

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(5)}`};

  h1 {
    margin: 0;
    font-size: 2.5rem;
    letter-spacing: 0.04em;
  }
`;

const Tagline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: 600;
`;

const Lead = styled.p`
  max-width: 60ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AnchorButton = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

export function HeroSection() {
  const tryNow = useTryNow();
  return (
    <Hero aria-labelledby="landing-title">
      <h1 id="landing-title">MANAN</h1>
      <Tagline>Clinical triage support for clinicians and trainees</Tagline>
      <Lead>
        Enter a patient&apos;s symptoms, vital signs and history, and receive a structured triage
        recommendation and care plan, with the reasoning laid out so you can check it.
      </Lead>
      <Actions>
        <Button type="button" onClick={tryNow}>
          Try for free
        </Button>
        <AnchorButton href="#features" $variant="secondary">
          For Medical Professionals
        </AnchorButton>
      </Actions>
      <Notice>Results are for training and educational support only.</Notice>
    </Hero>
  );
}
