import { useId } from 'react';
import { formatCount } from '../../../i18n/format';
import { ChartNumbers } from './chart-numbers';

const WIDTH = 560;
const ROW = 30;
const LABEL = 190; // the left part, for the names

/**
 * Named bars, longest first (traffic sources, most viewed pages): plain SVG, one image with a
 * title and a description, each bar with its name and number, and the table below.
 */
export function BarListChart({
  title,
  description,
  rows,
  valueName,
  empty,
}: {
  title: string;
  description: string;
  rows: readonly { label: string; value: number }[];
  valueName: string;
  empty: string;
}) {
  const id = useId();
  const max = Math.max(1, ...rows.map((row) => row.value));
  const height = Math.max(1, rows.length) * ROW;
  const scale = (value: number) => ((WIDTH - LABEL - 50) * value) / max;
  return (
    <figure className="chart card">
      <h2 id={`${id}-title`}>{title}</h2>
      {rows.length === 0 ? (
        <p className="field__hint">{empty}</p>
      ) : (
        <>
          <svg
            viewBox={`0 0 ${WIDTH} ${height}`}
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            className="chart__drawing"
          >
            <desc id={`${id}-desc`}>{description}</desc>
            {rows.map((row, i) => (
              <g key={row.label} transform={`translate(0 ${i * ROW})`}>
                <text x={LABEL - 8} y={ROW / 2 + 5} textAnchor="end" className="chart__label">
                  {row.label.length > 26 ? `${row.label.slice(0, 25)}…` : row.label}
                </text>
                <rect
                  x={LABEL}
                  y={5}
                  width={scale(row.value)}
                  height={ROW - 10}
                  className="chart__series-0"
                />
                <text x={LABEL + scale(row.value) + 6} y={ROW / 2 + 5} className="chart__value">
                  {formatCount(row.value)}
                </text>
              </g>
            ))}
          </svg>
          <ChartNumbers
            caption={title}
            labels={rows.map((row) => row.label)}
            series={[{ name: valueName, values: rows.map((row) => row.value) }]}
          />
        </>
      )}
    </figure>
  );
}
