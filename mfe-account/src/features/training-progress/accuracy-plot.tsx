import type { PracticeProgress } from '@manan/contracts';
import { VisuallyHidden } from '@manan/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { formatDay, percent, rateOf } from './progress-format';
import { plotPoints, plotSize } from './plot-points';

const Figure = styled.figure`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: 160px auto;
  column-gap: ${({ theme }) => theme.space(1)};
  row-gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const YAxis = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  text-align: right;
  line-height: 1;
`;

const Plot = styled.svg`
  width: 100%;
  height: 160px;
  overflow: visible;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  .grid {
    stroke: ${({ theme }) => theme.colors.border};
    stroke-dasharray: 4 4;
  }
  .area {
    fill: ${({ theme }) => theme.colors.primary};
    fill-opacity: 0.12;
  }
  .line {
    fill: none;
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 3;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
`;

const XAxis = styled.div`
  grid-column: 2;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Exact answers per day as a line: an image with its title and description, and the same numbers as a table. */
export function AccuracyPlot({ daily }: { daily: PracticeProgress['daily'] }) {
  const id = useId();
  const sorted = [...daily].sort((a, b) => a.day.localeCompare(b.day));
  const points = plotPoints(sorted);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return null;
  const line = points.map(({ x, y }) => `${x},${y}`).join(' ');
  const area = `0,${plotSize.height} ${line} ${plotSize.width},${plotSize.height}`;
  const description =
    sorted.length === 1
      ? `On ${formatDay(first.day)}: ${percent(rateOf(first.exact, first.attempts))} exact of ${first.attempts} attempts.`
      : `Over ${sorted.length} days with practice, from ${percent(rateOf(first.exact, first.attempts))} exact on ${formatDay(first.day)} to ${percent(rateOf(last.exact, last.attempts))} on ${formatDay(last.day)}.`;
  return (
    <>
      <Figure>
        <YAxis aria-hidden="true">
          <span>100%</span>
          <span>50%</span>
          <span>0%</span>
        </YAxis>
        <Plot
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${plotSize.width} ${plotSize.height}`}
          preserveAspectRatio="none"
          data-testid="accuracy-plot"
        >
          <title id={`${id}-title`}>Accuracy over time</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <line
            className="grid"
            x1={0}
            x2={plotSize.width}
            y1={plotSize.height / 2}
            y2={plotSize.height / 2}
            vectorEffect="non-scaling-stroke"
          />
          <line className="grid" x1={0} x2={plotSize.width} y1={0} y2={0} vectorEffect="non-scaling-stroke" />
          <polygon className="area" points={area} />
          <polyline className="line" points={line} vectorEffect="non-scaling-stroke" />
        </Plot>
        <XAxis aria-hidden="true">
          <span>{formatDay(first.day)}</span>
          {sorted.length > 1 ? <span>{formatDay(last.day)}</span> : null}
        </XAxis>
      </Figure>
      <VisuallyHidden as="div">
        <table>
          <caption>Accuracy by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Attempts</th>
              <th scope="col">Exact</th>
              <th scope="col">Exact rate</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day)}</th>
                <td>{day.attempts}</td>
                <td>{day.exact}</td>
                <td>{percent(rateOf(day.exact, day.attempts))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
