// Standalone mount for the team's own development (`npm run dev -w mfe-account`); the shell never runs this.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { createMananStore, ThemeRoot, Toaster } from '@manan/ui-kit';
import AccountApp from './exposes/account-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createMananStore();

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeRoot>
        <BrowserRouter>
          <Routes>
            <Route index element={<Navigate to="/dashboard" replace />} />
            <Route path="*" element={<AccountApp />} />
          </Routes>
          <Toaster onAction={(to) => window.location.assign(to)} />
        </BrowserRouter>
      </ThemeRoot>
    </Provider>
  </StrictMode>,
);
