import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createMananStore, ThemeRoot, Toaster } from '@manan/ui-kit';
import { CaseSetResultsPage } from '../case-set-results-page';
import { CaseSetsPage } from '../case-sets-page';

function WhereAmI() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The educator's routes at `path`, with what the shell provides (store, theme, router, toasts). */
export function renderCaseSetsAt(path: string) {
  const store = createMananStore();
  const view = render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/practice/sets" element={<CaseSetsPage />} />
            <Route path="/practice/sets/:id" element={<CaseSetResultsPage />} />
          </Routes>
          <WhereAmI />
          <Toaster onAction={jest.fn()} />
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
  return { ...view, store };
}
