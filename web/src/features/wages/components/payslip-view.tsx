import type { Wage } from '../api/wages';
import { useWagesT } from '../i18n';
import { statusKey } from './status-words';
import { momentIn, money, monthText, namesOf } from './words';

/**
 * A payslip's lines: the two people, the month, gross, each deduction by name, net, fee, total,
 * the provider's references and the dates on the country's clock, and the status in words.
 */
export function PayslipView({ wage }: { wage: Wage }) {
  const t = useWagesT();
  const cash = (minor: number) => money(minor, wage.currency);
  const at = (moment?: number) => (moment ? momentIn(moment, wage.time_zone) : undefined);
  const names = namesOf(wage, t);
  const rows: [string, string | undefined, string?][] = [
    [t('slip.employer'), names.parent],
    [t('slip.employee'), names.caregiver],
    [t('slip.period'), monthText(wage.period)],
    [t('slip.gross'), cash(wage.gross_minor)],
    ...wage.deductions.map((d): [string, string] => [
      t('slip.deduction', { label: d.label }),
      `− ${cash(d.amount_minor)}`,
    ]),
    [t('slip.net'), cash(wage.net_minor), 'slip-net'],
    [t('slip.fee'), cash(wage.fee_minor), 'slip-fee'],
    [t('slip.total'), cash(wage.total_minor)],
    [t('slip.status'), t(statusKey[wage.status]), 'slip-status'],
    [t('slip.paidFrom'), wage.payer_network],
    [t('slip.paidTo'), `${wage.payee_network} ${wage.payee_phone_hint}`.trim()],
    [t('slip.reference'), wage.wid],
    [t('slip.collection'), wage.collection?.flw_ref ?? wage.collection?.id],
    [t('slip.transfer'), wage.transfer?.id],
    [t('slip.created'), at(wage.createdAt)],
    [t('slip.collected'), at(wage.collectedAt)],
    [t('slip.paid'), at(wage.paidAt)],
    [t('slip.refunded'), at(wage.refundedAt)],
    [t('slip.refundReason'), wage.refund_reason],
  ];
  return (
    <dl className="agreement-terms" data-testid="payslip">
      {rows
        .filter(([, value]) => value)
        .map(([label, value, testId]) => (
          <div className="agreement-terms__row" key={label} data-testid={testId}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
