import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

/** Spec §9: tooltips open after 700 ms, with a 300 ms skip delay, and are at most 300 px wide. */
export const tooltipTiming = { delayDuration: 700, skipDelayDuration: 300 } as const;

/**
 * Rendered once above every tooltip (ThemeRoot; in the shell, around the remotes), so every tooltip in
 * every app shares the timing and skip delay.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <TooltipPrimitive.Provider {...tooltipTiming}>{children}</TooltipPrimitive.Provider>;
}

const Content = styled(TooltipPrimitive.Content)`
  max-width: 300px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.small};
  line-height: ${({ theme }) => theme.lineHeights.body};
  box-shadow: 0 4px 16px rgba(15, 23, 42, 0.2);
  z-index: 20;
`;

const Arrow = styled(TooltipPrimitive.Arrow)`
  fill: ${({ theme }) => theme.colors.text};
`;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link, or a term with tabIndex={0}): it opens on focus too. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** A hover and focus tooltip; needs ThemeRoot above it (for its provider). */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <Content side={side} sideOffset={6} collisionPadding={8}>
          {content}
          <Arrow />
        </Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
