import * as ToastPrimitive from '@radix-ui/react-toast';
import { useDispatch, useSelector } from 'react-redux';
import styled, { css, keyframes } from 'styled-components';
import { dismissToast, selectCurrentToast, type Toast } from '../store/toast-slice';
import type { MananState } from '../store/create-store';

/** How long a toast stays unless it says otherwise (spec §9: the authentication toast, 5000 ms). */
export const defaultToastDuration = 5000;

const slideIn = keyframes`
  from { transform: translateY(16px); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
  outline: none;
`;

const Root = styled(ToastPrimitive.Root)<{ $destructive: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  align-items: start;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.18);
  animation: ${slideIn} 150ms ease-out;
  ${({ theme, $destructive }) =>
    $destructive
      ? css`
          background: ${theme.colors.errorSurface};
          border: 1px solid ${theme.colors.errorBorder};
          border-left: 4px solid ${theme.colors.errorText};
        `
      : css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          border-left: 4px solid ${theme.colors.primary};
        `}
`;

const Title = styled(ToastPrimitive.Title)<{ $destructive: boolean }>`
  grid-column: 1;
  font-weight: 700;
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.errorText : theme.colors.text)};
`;

const Description = styled(ToastPrimitive.Description)`
  grid-column: 1;
  color: ${({ theme }) => theme.colors.text};
`;

const Close = styled(ToastPrimitive.Close)`
  grid-column: 2;
  grid-row: 1;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.25rem;
  cursor: pointer;
`;

const Action = styled(ToastPrimitive.Action)`
  grid-column: 1;
  justify-self: start;
  min-height: 36px;
  margin-top: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

export interface ToasterProps {
  /** Navigates to a toast action's path; the shell passes its router's navigate. */
  onAction: (to: string) => void;
}

function ToastView({ toast, onAction }: { toast: Toast; onAction: (to: string) => void }) {
  const dispatch = useDispatch();
  const destructive = toast.variant === 'destructive';
  return (
    <Root
      $destructive={destructive}
      type={destructive ? 'foreground' : 'background'}
      duration={toast.duration ?? defaultToastDuration}
      onOpenChange={(open) => {
        if (!open) dispatch(dismissToast(toast.id));
      }}
    >
      <Title $destructive={destructive}>{toast.title}</Title>
      {toast.description ? <Description>{toast.description}</Description> : null}
      {toast.action ? (
        <Action
          altText={toast.action.altText ?? toast.action.label}
          onClick={() => onAction(toast.action!.to)}
        >
          {toast.action.label}
        </Action>
      ) : null}
      <Close aria-label="Dismiss notification">
        <span aria-hidden="true">×</span>
      </Close>
    </Root>
  );
}

/** The one toast slot of MANAN (spec §9), fed by the shared store's `toasts` slice. */
export function Toaster({ onAction }: ToasterProps) {
  const toast = useSelector((state: MananState) => selectCurrentToast(state));
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notifications">
      {/* Keyed by id: a new toast replaces the old one and gets its own full duration. */}
      {toast ? <ToastView key={toast.id} toast={toast} onAction={onAction} /> : null}
      <Viewport />
    </ToastPrimitive.Provider>
  );
}
