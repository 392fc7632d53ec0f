import { Page } from '@manan/ui-kit';

export function AssessmentsPage() {
  return <Page title="Previous Assessments" lead="The cases you have analysed." />;
}
