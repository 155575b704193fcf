import type { HireWages, MonthDue } from '../api/wages';
import { useWagesT } from '../i18n';
import { dayIn, money, monthText } from './words';

const DAY = 86_400_000;

/** One month owed, in words: paid, part paid, due, late by so many days, or coming. */
function MonthLine({ month, wages }: { month: MonthDue; wages: HireWages }) {
  const t = useWagesT();
  const values = {
    month: monthText(month.period),
    date: dayIn(month.due_at, wages.time_zone),
    paid: money(month.paid_minor, wages.currency),
    days: Math.max(1, Math.floor((Date.now() - month.due_at) / DAY)),
  };
  const late = month.status === 'late';
  return (
    <li className={late ? 'status status--error' : 'status'} data-testid={`month-${month.period}`}>
      {t(`months.${month.status}`, values)}
    </li>
  );
}

/** The months the wage is owed for, from the agreement's start and pay day, late ones marked. */
export function MonthsDue({ wages }: { wages: HireWages }) {
  const t = useWagesT();
  if (!wages.months.length) return <p>{t('months.none')}</p>;
  return (
    <>
      <h3>{t('months.title')}</h3>
      <ul className="plain-list">
        {[...wages.months].reverse().map((month) => (
          <MonthLine key={month.period} month={month} wages={wages} />
        ))}
      </ul>
    </>
  );
}
