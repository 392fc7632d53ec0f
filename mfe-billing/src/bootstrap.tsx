// Standalone mount for the team's own development (`npm run dev -w mfe-billing`); the shell never runs this.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { ThemeRoot, Toaster, createMananStore } from '@manan/ui-kit';
import BillingApp from './exposes/billing-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createMananStore();

function StandaloneToaster() {
  const navigate = useNavigate();
  return <Toaster onAction={(to) => void navigate(to)} />;
}

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeRoot>
        <BrowserRouter>
          <Routes>
            <Route index element={<Navigate to="/subscription" replace />} />
            <Route path="*" element={<BillingApp />} />
          </Routes>
          <StandaloneToaster />
        </BrowserRouter>
      </ThemeRoot>
    </Provider>
  </StrictMode>,
);
