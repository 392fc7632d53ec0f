import { Page } from '@manan/ui-kit';

export function PlansPage() {
  return <Page title="Subscription Plans" lead="Choose the plan that fits your practice." />;
}
