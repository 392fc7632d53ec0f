import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';
import styled from 'styled-components';

const Root = styled(SwitchPrimitive.Root)`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  transition: background-color 120ms ease-in-out;

  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Thumb = styled(SwitchPrimitive.Thumb)`
  display: block;
  width: 18px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 2px rgba(15, 23, 42, 0.3);
  transform: translateX(2px);
  transition: transform 120ms ease-in-out;

  &[data-state='checked'] {
    transform: translateX(22px);
  }
`;

/** An on/off switch (role="switch"); label it with a <label htmlFor> or aria-label. */
export function Switch(props: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <Root {...props}>
      <Thumb />
    </Root>
  );
}
