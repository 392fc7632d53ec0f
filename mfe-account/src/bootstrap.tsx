// Standalone mount for the team's own development (`npm run dev -w mfe-account`); the shell never runs this.
import { mountStandalone } from '@manan/ui-kit';
import AccountApp from './exposes/account-app';

mountStandalone(AccountApp, '/dashboard');
