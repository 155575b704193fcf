import type { Quote } from '../api/wages';
import { useWagesT } from '../i18n';
import { money } from './words';

/** What paying costs, before paying: gross, deductions, net to the caregiver, fee, total. */
export function QuoteTable({ quote }: { quote: Quote }) {
  const t = useWagesT();
  const rows: [string, number, string?][] = [
    [t('quote.gross'), quote.gross_minor],
    [t('quote.deductions'), quote.deductions_minor],
    [t('quote.net'), quote.net_minor, 'quote-net'],
    [t('quote.fee'), quote.fee_minor, 'quote-fee'],
    [t('quote.total'), quote.total_minor, 'quote-total'],
  ];
  return (
    <>
      <h3>{t('quote.title')}</h3>
      <dl className="facts">
        {rows.map(([label, amount, testId]) => (
          <div key={label} data-testid={testId}>
            <dt>{label}</dt>
            <dd>{money(amount, quote.currency)}</dd>
          </div>
        ))}
      </dl>
      <p className="field__hint">{t('quote.feeNote')}</p>
      {quote.cap_minor !== null && quote.paid_in_period_minor > 0 ? (
        <p className="field__hint">
          {t('quote.paidBefore', { paid: money(quote.paid_in_period_minor, quote.currency) })}
        </p>
      ) : null}
    </>
  );
}
