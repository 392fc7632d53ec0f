import * as DropdownPrimitive from '@radix-ui/react-dropdown-menu';
import styled, { css } from 'styled-components';

/** A menu button with arrow-key navigation and type-ahead (Radix Dropdown Menu). */
export const DropdownMenu = DropdownPrimitive.Root;
export const DropdownMenuTrigger = DropdownPrimitive.Trigger;
export const DropdownMenuPortal = DropdownPrimitive.Portal;

export const DropdownMenuContent = styled(DropdownPrimitive.Content)`
  min-width: 200px;
  padding: ${({ theme }) => theme.space(0.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.15);
  z-index: 30;
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space(1.5)}`};
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const DropdownMenuItem = styled(DropdownPrimitive.Item)`
  ${itemStyle}
`;

export const DropdownMenuLabel = styled(DropdownPrimitive.Label)`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export const DropdownMenuSeparator = styled(DropdownPrimitive.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(0.5)} 0;
  background: ${({ theme }) => theme.colors.border};
`;
