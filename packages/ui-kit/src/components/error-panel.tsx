import styled from 'styled-components';
import { Button } from './button';

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.errorBorder};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.errorSurface};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.errorText};
`;

export interface ErrorPanelProps {
  title: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** Says what went wrong and, when it can be tried again, offers Retry. */
export function ErrorPanel({ title, message, onRetry, retryLabel = 'Retry' }: ErrorPanelProps) {
  return (
    <Panel role="alert">
      <Title>{title}</Title>
      {message ? <p>{message}</p> : null}
      {onRetry ? (
        <Button type="button" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Panel>
  );
}
