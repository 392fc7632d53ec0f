import * as ProgressPrimitive from '@radix-ui/react-progress';
import styled from 'styled-components';

const Root = styled(ProgressPrimitive.Root)`
  position: relative;
  overflow: hidden;
  width: 100%;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Indicator = styled(ProgressPrimitive.Indicator)`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 100ms linear;
`;

export interface ProgressProps {
  /** 0 to 100. */
  value: number;
  /** What is in progress, for screen readers. */
  label: string;
}

/** A determinate progress bar (role="progressbar" with its value). */
export function Progress({ value, label }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <Root value={clamped} aria-label={label}>
      <Indicator style={{ width: `${clamped}%` }} />
    </Root>
  );
}
