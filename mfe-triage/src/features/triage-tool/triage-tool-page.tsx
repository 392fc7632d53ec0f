import { Card, Page } from '@manan/ui-kit';

export function TriageToolPage() {
  return (
    <Page title="Triage tool" lead="Enter a patient case to receive a triage analysis.">
      <Card aria-label="AI Analysis">
        <p>Enter patient details and click analyze for AI recommendations</p>
      </Card>
    </Page>
  );
}
