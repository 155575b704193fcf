import { formatCount } from '../../../i18n/format';
import { ChartFrame } from './chart-frame';
import type { Series } from './chart-numbers';

const HEIGHT = 220;
const AXIS = 44; // room under the columns for the day labels, on two lines
const TOP = 18; // room above the tallest column for its number
/** Narrower than this, a column's number would run into its neighbour's: the table has them. */
const NUMBERED_COLUMN = 30;
/** Narrower than this, "28 Nov" runs into "29 Nov": the day's number alone is shown. */
const NAMED_MONTH_SLOT = 56;

/**
 * A label cut at its first space into two lines ("Sat", "28 Nov"; one when it has none); in a
 * narrow slot the second line keeps its first word ("28"): the title and the table say the rest.
 */
const twoLines = (label: string, narrow: boolean) => {
  const space = label.indexOf(' ');
  if (space < 0) return [label];
  const rest = label.slice(space + 1);
  return [label.slice(0, space), narrow ? rest.split(' ')[0]! : rest];
};

/** Columns per day, one colour per series; each column carries its number where it fits. */
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
  const max = Math.max(1, ...series.flatMap((line) => line.values));
  const scale = (value: number) => ((HEIGHT - AXIS - TOP) * value) / max;
  const legend =
    series.length > 1 ? (
      <ul className="chart__legend">
        {series.map((line, s) => (
          <li key={line.name}>
            <span className={`chart__swatch chart__series-${s}`} aria-hidden="true" />
            {line.name}
          </li>
        ))}
      </ul>
    ) : null;
  const draw = (width: number) => {
    const slot = width / Math.max(1, labels.length);
    const bar = (slot * 0.7) / series.length;
    const marks = (
      <>
        <line x1={0} x2={width} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="chart__axis" />
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
                    width={Math.max(1, bar - 2)}
                    height={scale(value)}
                    className={`chart__series-${s}`}
                  />
                  {bar >= NUMBERED_COLUMN ? (
                    <text x={x + bar / 2} y={y - 4} textAnchor="middle" className="chart__value">
                      {formatCount(value)}
                    </text>
                  ) : null}
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
              {twoLines(label, slot < NAMED_MONTH_SLOT).map((part, line) => (
                <tspan key={line} x={i * slot + slot / 2} dy={line ? 18 : 0}>
                  {part}
                </tspan>
              ))}
            </text>
          </g>
        ))}
      </>
    );
    return { height: HEIGHT, marks };
  };
  return (
    <ChartFrame
      title={title}
      description={description}
      legend={legend}
      numbers={{ labels, series }}
      draw={draw}
    />
  );
}
