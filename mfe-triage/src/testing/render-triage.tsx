import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createMananStore, selectCurrentToast, ThemeRoot, Toaster } from '@manan/ui-kit';
import { installFakeFetch, type FakeFetch } from '@manan/ui-kit/testing';

export { installFakeFetch, type FakeFetch };

/** Renders `element` with what the shell provides: store, theme, router and the toast area. */
export function renderTriage(element: ReactElement, { onToastAction = jest.fn() } = {}) {
  const store = createMananStore();
  const view = render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter initialEntries={['/app']}>
          {element}
          <Toaster onAction={onToastAction} />
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
  return { ...view, store, currentToast: () => selectCurrentToast(store.getState()), onToastAction };
}

/** A promise the test settles when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
