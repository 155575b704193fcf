import { useDeferredValue, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useMe } from '../../../lib/use-me';
import { CheckboxField, TextField } from '../../../ui/fields';
import { MobileMoneyFields } from '../../../ui/mobile-money-fields';
import { ErrorState, LoadingState, SendError } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { usePayWage, useWageQuote, type HireWages, type PayInput } from '../api/wages';
import { useWagesT } from '../i18n';
import { DeductionRows, deductionsOf, type DeductionRow } from './deduction-rows';
import { QuoteTable } from './quote-table';
import { minorOf, money, monthIn, typedOf } from './words';

interface Hire {
  postId: string;
  caregiverId: string;
}

/**
 * The parent's "Pay wage" form: the month (this one unless changed), the amount (the agreed
 * wage), deductions recorded by name, the network and number paid from; the live quote shows
 * what the caregiver receives and what is charged before Pay, which opens the provider's page.
 */
export function PayWageForm({ hire, wages }: { hire: Hire; wages: HireWages }) {
  const t = useWagesT();
  const me = useMe();
  const { currency } = wages;
  const [period, setPeriod] = useState(monthIn(wages.time_zone));
  const [amount, setAmount] = useState(
    wages.monthly_minor ? typedOf(wages.monthly_minor, currency) : '',
  );
  const [rows, setRows] = useState<DeductionRow[]>([]);
  const [network, setNetwork] = useState('');
  const [phone, setPhone] = useState<string>();
  const [extra, setExtra] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const pay = usePayWage(hire.postId, hire.caregiverId);
  const payerPhone = phone ?? me.data?.signInPhone ?? '';
  const gross = minorOf(amount, currency);
  const deductions = deductionsOf(rows, currency);
  const deducted = deductions?.reduce((sum, d) => sum + d.amount_minor, 0) ?? 0;
  const ready = gross !== undefined && deductions !== undefined && /^\d{4}-\d{2}$/.test(period);
  const quoteInput = useDeferredValue(
    ready
      ? {
          period,
          gross_minor: gross,
          deductions_minor: deducted,
          ...(extra ? { extra: 'true' as const } : {}),
        }
      : undefined,
  );
  const quote = useWageQuote(hire.postId, hire.caregiverId, quoteInput);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {
      ...(gross === undefined ? { amount: t('pay.amountMissing') } : {}),
      ...(deductions === undefined ? { deductions: t('pay.deductionsMissing') } : {}),
      ...(!network ? { network: t('pay.networkMissing') } : {}),
      ...(payerPhone.trim().length < 6 ? { phone: t('pay.phoneMissing') } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length || pay.isPending || !quote.data) return;
    const body: PayInput = {
      period,
      gross_minor: gross!,
      deductions: deductions!,
      payer_phone: payerPhone.trim(),
      payer_network: network,
      extra,
    };
    pay.mutate(body, { onSuccess: ({ redirect }) => window.location.assign(redirect) });
  };
  return (
    <form className="form" onSubmit={send} noValidate aria-label={t('pay.title')}>
      <TextField
        label={t('pay.month')}
        name="period"
        type="month"
        required
        value={period}
        onChange={setPeriod}
      />
      <TextField
        label={t('pay.amount', { currency })}
        name="gross"
        inputMode="decimal"
        required
        value={amount}
        onChange={setAmount}
        error={problems.amount}
        hint={wages.monthly_minor ? t('pay.agreedHint') : undefined}
      />
      <DeductionRows
        rows={rows}
        onChange={setRows}
        statutory={wages.statutory}
        currency={currency}
        error={problems.deductions}
      />
      <CheckboxField label={t('pay.extra')} name="extra" checked={extra} onChange={setExtra} />
      <MobileMoneyFields
        networks={wages.networks}
        network={network}
        onNetwork={setNetwork}
        phone={payerPhone}
        onPhone={setPhone}
        phoneName="payer-phone"
        labels={{ network: t('pay.network'), phone: t('pay.phone') }}
        errors={problems}
      />
      <section aria-label={t('quote.title')} aria-live="polite" data-testid="wage-quote">
        {!quoteInput ? (
          <p className="field__hint">{t('quote.fill')}</p>
        ) : quote.isPending ? (
          <LoadingState label={t('quote.loading')} />
        ) : quote.isError ? (
          <ErrorState message={errorMessage(quote.error)} />
        ) : (
          <QuoteTable quote={quote.data} />
        )}
      </section>
      {pay.isError ? <SendError error={pay.error} /> : null}
      <SubmitButton busy={pay.isPending} busyLabel={t('pay.paying')}>
        {quote.data
          ? t('pay.payTotal', { total: money(quote.data.total_minor, currency) })
          : t('pay.pay')}
      </SubmitButton>
    </form>
  );
}
