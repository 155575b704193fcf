import { formatCount } from '../../../i18n/format';
import { useAdminStatsT } from '../i18n';

export interface Series {
  name: string;
  values: readonly number[];
}

/**
 * A chart's numbers as a table under a "The numbers" disclosure: what a screen reader reads
 * (the drawing is one image with a title and a description) and what a reader copies.
 */
export function ChartNumbers({
  caption,
  labels,
  series,
}: {
  caption: string;
  labels: readonly string[];
  series: readonly Series[];
}) {
  const t = useAdminStatsT();
  return (
    <details className="chart__numbers">
      <summary>{t('chart.numbers')}</summary>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td />
            {series.map((line) => (
              <th key={line.name} scope="col">
                {line.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((line) => (
                <td key={line.name}>{formatCount(line.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
