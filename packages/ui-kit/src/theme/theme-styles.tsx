import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/**
 * The theme and global styles without the tooltip provider, for a page that shows no tooltip yet: the
 * shell's landing page does not load Radix for it. Tooltips need ThemeRoot (or TooltipProvider) above them.
 */
export function ThemeStyles({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
