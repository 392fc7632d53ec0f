import * as TabsPrimitive from '@radix-ui/react-tabs';
import styled from 'styled-components';

/** Tabs with arrow-key movement between triggers (Radix Tabs). */
export const Tabs = TabsPrimitive.Root;

export const TabsList = styled(TabsPrimitive.List)`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(0.5)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const TabsTrigger = styled(TabsPrimitive.Trigger)`
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const TabsContent = styled(TabsPrimitive.Content)`
  &:focus-visible {
    outline-offset: 4px;
  }
`;
