import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { TooltipProvider } from '../primitives/tooltip';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/**
 * The theme, global styles and tooltip timing; the shell renders it once, a remote only when it
 * runs standalone.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <TooltipProvider>{children}</TooltipProvider>
    </ThemeProvider>
  );
}
