import type { ReactNode } from 'react';
import { TooltipProvider } from '../primitives/tooltip';
import { ThemeStyles } from './theme-styles';

/** The theme, global styles and tooltip timing: what a remote renders when it runs standalone. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeStyles>
      <TooltipProvider>{children}</TooltipProvider>
    </ThemeStyles>
  );
}
