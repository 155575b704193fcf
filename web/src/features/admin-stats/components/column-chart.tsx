import { useId } from 'react';
import { formatCount } from '../../../i18n/format';
import { ChartNumbers, type Series } from './chart-numbers';

const WIDTH = 560;
const HEIGHT = 220;
const AXIS = 44; // room under the columns for the day labels, on two lines
const TOP = 18; // room above the tallest column for its number

/** A label cut at its first space into two lines (one when it has none). */
const twoLines = (label: string) => {
  const space = label.indexOf(' ');
  return space < 0 ? [label] : [label.slice(0, space), label.slice(space + 1)];
};

/**
 * Columns per day, one colour per series (plain SVG, no chart library: the page's chunk stays
 * small). The drawing is one image named by its title and described by a sentence; each column
 * carries its number, and the table below has them all.
 */
export function ColumnChart({
  title,
  description,
  labels,
  series,
}: {
  title: string;
  description: string;
  labels: readonly string[];
  series: readonly Series[];
}) {
  const id = useId();
  const max = Math.max(1, ...series.flatMap((line) => line.values));
  const slot = WIDTH / Math.max(1, labels.length);
  const bar = (slot * 0.7) / series.length;
  const scale = (value: number) => ((HEIGHT - AXIS - TOP) * value) / max;
  return (
    <figure className="chart card">
      <h2 id={`${id}-title`}>{title}</h2>
      {series.length > 1 ? (
        <ul className="chart__legend">
          {series.map((line, s) => (
            <li key={line.name}>
              <span className={`chart__swatch chart__series-${s}`} aria-hidden="true" />
              {line.name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="chart__drawing"
      >
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="chart__axis" />
        {labels.map((label, i) => (
          <g key={label}>
            {series.map((line, s) => {
              const value = line.values[i] ?? 0;
              const x = i * slot + slot * 0.15 + s * bar;
              const y = HEIGHT - AXIS - scale(value);
              return (
                <g key={line.name}>
                  <rect
                    x={x}
                    y={y}
                    width={bar - 2}
                    height={scale(value)}
                    className={`chart__series-${s}`}
                  />
                  <text x={x + bar / 2} y={y - 4} textAnchor="middle" className="chart__value">
                    {formatCount(value)}
                  </text>
                </g>
              );
            })}
            <text
              x={i * slot + slot / 2}
              y={HEIGHT - AXIS + 18}
              textAnchor="middle"
              className="chart__label"
            >
              {/* "Sat 28 Nov" on two lines ("Sat", "28 Nov"): seven days fit side by side. */}
              {twoLines(label).map((part, line) => (
                <tspan key={line} x={i * slot + slot / 2} dy={line ? 18 : 0}>
                  {part}
                </tspan>
              ))}
            </text>
          </g>
        ))}
      </svg>
      <ChartNumbers caption={title} labels={labels} series={series} />
    </figure>
  );
}
