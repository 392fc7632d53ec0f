import { Page } from '@manan/ui-kit';

export function DashboardPage() {
  return <Page title="Dashboard" lead="Your overview and usage." />;
}
