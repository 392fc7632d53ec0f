// Standalone mount for the team's own development (`npm run dev -w mfe-billing`); the shell never runs this.
import { mountStandalone } from '@manan/ui-kit';
import BillingApp from './exposes/billing-app';

mountStandalone(BillingApp, '/subscription');
