import { Route, Routes } from 'react-router-dom';
import { PracticePage } from '../features/practice/practice-page';
import { TriageToolPage } from './triage-tool-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="app" element={<TriageToolPage />} />
      <Route path="practice" element={<PracticePage />} />
    </Routes>
  );
}
