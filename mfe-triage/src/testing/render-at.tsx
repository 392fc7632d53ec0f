import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot } from '@manan/ui-kit';

/** Renders `element` at `path` inside what the shell provides (theme and router). */
export function renderAt(path: string, element: ReactElement) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </ThemeRoot>,
  );
}
