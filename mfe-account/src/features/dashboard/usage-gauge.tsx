import styled, { useTheme, type DefaultTheme } from 'styled-components';
import type { UsageTone } from './usage-state';

const size = 112;
/** Amber 700: 5:1 on white, and distinct from the orange of the HIGH badge. */
const amber = '#b45309';
/** Slate 200: the empty part of the ring, visible on white without competing with the value. */
const trackColor = '#e2e8f0';
/** Amber 800, for the warning text (7:1 on white). */
export const warningTextColor = '#92400e';
const stroke = 10;
const radius = (size - stroke) / 2;
const circumference = 2 * Math.PI * radius;

/** The gauge's colours: amber and red warn, gold is premium; none of them are triage colours. */
export function gaugeColorOf(tone: UsageTone, theme: DefaultTheme): string {
  switch (tone) {
    case 'warning':
      return amber;
    case 'reached':
      return theme.colors.errorText;
    case 'premium':
      return theme.premium.background;
    default:
      return theme.colors.primary;
  }
}

const Figure = styled.div`
  position: relative;
  flex: none;
  width: ${size}px;
  height: ${size}px;

  & > svg {
    transform: rotate(-90deg);
  }
`;

const Center = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${({ theme }) => theme.fontSizes.h2};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export interface UsageGaugeProps {
  percent: number;
  tone: UsageTone;
  /** What the gauge measures, read out with its value. */
  label: string;
}

/** A circular progress gauge (role="progressbar"), its percent in the middle. */
export function UsageGauge({ percent, tone, label }: UsageGaugeProps) {
  const theme = useTheme();
  const color = gaugeColorOf(tone, theme);
  return (
    <Figure
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-tone={tone}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke={trackColor} strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={color}
          strokeWidth={stroke}
          strokeLinecap={percent > 0 ? 'round' : 'butt'}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
        />
      </svg>
      <Center aria-hidden="true">{percent}%</Center>
    </Figure>
  );
}
