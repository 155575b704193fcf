import { formatWholeMoney } from '../../i18n/format';
import type { SalaryFigures } from './salary-guide-api';
import { useSalaryGuideT } from './i18n';

/** One position's figures in a sentence: where, the median, the middle half and how many jobs. */
export function FiguresText({
  position,
  area,
  figures,
  currency,
}: {
  position: string;
  area: string;
  figures: SalaryFigures;
  currency: string;
}) {
  const t = useSalaryGuideT();
  const money = (amount: number) => formatWholeMoney(amount, currency);
  return (
    <>
      {t('form.figures', {
        position,
        area,
        median: money(figures.median),
        low: money(figures.lower_quartile),
        high: money(figures.upper_quartile),
        jobs: figures.jobs,
      })}
    </>
  );
}
