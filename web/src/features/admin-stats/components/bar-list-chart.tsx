import { formatCount } from '../../../i18n/format';
import { ChartFrame } from './chart-frame';

const ROW = 30;
/** The names take at most this share of the width, and never more than 190 px. */
const LABEL_SHARE = 0.42;
const LABEL_MOST = 190;
const NUMBER_ROOM = 50; // after the longest bar, for its number
/** About how wide a character of the 14 px labels is, to cut a long name before it overlaps. */
const CHARACTER = 8.5;

const cut = (label: string, room: number) => {
  const fits = Math.max(4, Math.floor(room / CHARACTER));
  return label.length > fits ? `${label.slice(0, fits - 1)}…` : label;
};

/** Named bars, longest first (traffic sources, most viewed pages), each with its number. */
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
  const max = Math.max(1, ...rows.map((row) => row.value));
  const draw = (width: number) => {
    const label = Math.min(LABEL_MOST, Math.round(width * LABEL_SHARE));
    const scale = (value: number) => (Math.max(0, width - label - NUMBER_ROOM) * value) / max;
    const marks = rows.map((row, i) => (
      <g key={row.label} transform={`translate(0 ${i * ROW})`}>
        <text x={label - 8} y={ROW / 2 + 5} textAnchor="end" className="chart__label">
          {cut(row.label, label - 8)}
        </text>
        <rect
          x={label}
          y={5}
          width={scale(row.value)}
          height={ROW - 10}
          className="chart__series-0"
        />
        <text x={label + scale(row.value) + 6} y={ROW / 2 + 5} className="chart__value">
          {formatCount(row.value)}
        </text>
      </g>
    ));
    return { height: Math.max(1, rows.length) * ROW, marks };
  };
  return (
    <ChartFrame
      title={title}
      description={description}
      numbers={{
        labels: rows.map((row) => row.label),
        series: [{ name: valueName, values: rows.map((row) => row.value) }],
      }}
      empty={rows.length === 0 ? empty : undefined}
      draw={draw}
    />
  );
}
