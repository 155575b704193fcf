import { Link } from 'react-router-dom';
import type { Wage } from '../api/wages';
import { useWagesT } from '../i18n';
import { statusKey } from './status-words';
import { money, monthText, namesOf, payslipPath } from './words';

/** Payments, newest first, each a link to its payslip: month, net, status. */
export function WageList({ wages, names }: { wages: Wage[]; names?: boolean }) {
  const t = useWagesT();
  return (
    <ul className="plain-list">
      {wages.map((wage) => (
        <li key={wage.wid} className="card" data-testid={`wage-${wage.wid}`}>
          <Link to={payslipPath(wage.wid)}>
            {t('list.item', {
              month: monthText(wage.period),
              net: money(wage.net_minor, wage.currency),
            })}
          </Link>
          {names ? <p>{t('list.between', namesOf(wage, t))}</p> : null}
          <p className="field__hint">{t(statusKey[wage.status])}</p>
        </li>
      ))}
    </ul>
  );
}
