// Standalone mount for the team's own development (`npm run dev -w mfe-triage`); the shell never runs this.
import { mountStandalone } from '@manan/ui-kit';
import TriageApp from './exposes/triage-app';

mountStandalone(TriageApp, '/app');
