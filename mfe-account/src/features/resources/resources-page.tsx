import { Page } from '@manan/ui-kit';

export function ResourcesPage() {
  return <Page title="Medical Resources" lead="Guidelines and references for clinical practice." />;
}
