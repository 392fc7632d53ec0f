import { Route, Routes } from 'react-router-dom';
import { CaseSetResultsPage } from '../features/case-sets/case-set-results-page';
import { CaseSetsPage } from '../features/case-sets/case-sets-page';
import { PracticePage } from '../features/practice/practice-page';
import { TriageToolPage } from './triage-tool-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="app" element={<TriageToolPage />} />
      <Route path="practice" element={<PracticePage />} />
      <Route path="practice/sets" element={<CaseSetsPage />} />
      <Route path="practice/sets/:id" element={<CaseSetResultsPage />} />
    </Routes>
  );
}
