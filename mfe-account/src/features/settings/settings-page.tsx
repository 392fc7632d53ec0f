import { Page } from '@manan/ui-kit';

export function SettingsPage() {
  return <Page title="Settings" lead="Your profile and notification preferences." />;
}
