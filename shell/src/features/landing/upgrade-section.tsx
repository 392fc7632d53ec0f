import { Button } from '@manan/ui-kit';
import { ButtonLink } from '../../components/button-link';
import { useTryNow } from '../../lib/auth/use-try-now';
import { Actions, Section, SectionLead } from './landing-parts';

export function UpgradeSection() {
  const tryNow = useTryNow();
  return (
    <Section aria-labelledby="upgrade-title">
      <h2 id="upgrade-title">Ready to assess a case?</h2>
      <SectionLead>
        The free plan includes 20 analyses a month. Premium removes the limit and adds enhanced PDF reports.
      </SectionLead>
      <Actions>
        <Button type="button" onClick={tryNow}>
          Start Medical Triage Assessment
        </Button>
        <ButtonLink to="/subscription" $variant="secondary">
          View Pricing Plans
        </ButtonLink>
      </Actions>
    </Section>
  );
}
