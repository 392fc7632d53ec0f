import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(15, 23, 42, 0.5);
  animation: ${fadeIn} 150ms ease-out;
`;

const Content = styled(DialogPrimitive.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: calc(100vw - ${({ theme }) => theme.space(2)});
  max-width: 440px;
  max-height: calc(100vh - ${({ theme }) => theme.space(2)});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: 0 16px 48px rgba(15, 23, 42, 0.25);
  animation: ${fadeIn} 150ms ease-out;

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Title = styled(DialogPrimitive.Title)`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.h2};
  padding-right: ${({ theme }) => theme.space(5)};
`;

const Description = styled(DialogPrimitive.Description)`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CloseButton = styled(DialogPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  /** The label of the close (×) button. */
  closeLabel?: string;
}

/** A modal dialog: focus moves in, is trapped, and returns to what opened it (Radix Dialog). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel = 'Close',
}: DialogProps) {
  // Opened by state rather than a Radix trigger, so it remembers the opener to return focus to.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <Overlay />
        <Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
        >
          <Title>{title}</Title>
          <Description>{description}</Description>
          {children}
          <CloseButton aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
