import { Route, Routes } from 'react-router-dom';
import { TriageToolPage } from './triage-tool-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="app" element={<TriageToolPage />} />
    </Routes>
  );
}
