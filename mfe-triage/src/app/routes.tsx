import { Spinner } from '@manan/ui-kit';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TriageToolPage } from './triage-tool-page';

// Training mode's pages load when first visited, so /app (the triage tool) does not carry them (bundle budget).
const PracticePage = lazy(() =>
  import('../features/practice/practice-page').then((module) => ({ default: module.PracticePage })),
);
const CaseSetsPage = lazy(() =>
  import('../features/case-sets/case-sets-page').then((module) => ({ default: module.CaseSetsPage })),
);
const CaseSetResultsPage = lazy(() =>
  import('../features/case-sets/case-set-results-page').then((module) => ({
    default: module.CaseSetResultsPage,
  })),
);

const loadingPractice = <Spinner label="Loading practice…" />;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="app" element={<TriageToolPage />} />
      <Route
        path="practice"
        element={
          <Suspense fallback={loadingPractice}>
            <PracticePage />
          </Suspense>
        }
      />
      <Route
        path="practice/sets"
        element={
          <Suspense fallback={loadingPractice}>
            <CaseSetsPage />
          </Suspense>
        }
      />
      <Route
        path="practice/sets/:id"
        element={
          <Suspense fallback={loadingPractice}>
            <CaseSetResultsPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
