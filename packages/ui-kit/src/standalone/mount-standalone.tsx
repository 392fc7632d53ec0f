import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { Toaster } from '../primitives/toaster';
import { createMananStore } from '../store/create-store';
import { ThemeRoot } from '../theme/theme-root';

function StandaloneToaster() {
  const navigate = useNavigate();
  return <Toaster onAction={(to) => void navigate(to)} />;
}

/**
 * Runs a remote on its own for its team's development (`npm run dev -w <remote>`), with what the shell
 * otherwise provides: the store, the theme, a router and the toast area. `/` goes to the remote's `home`.
 */
export function mountStandalone(App: ComponentType, home: string): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={createMananStore()}>
        <ThemeRoot>
          <BrowserRouter>
            <Routes>
              <Route index element={<Navigate to={home} replace />} />
              <Route path="*" element={<App />} />
            </Routes>
            <StandaloneToaster />
          </BrowserRouter>
        </ThemeRoot>
      </Provider>
    </StrictMode>,
  );
}
