import { useEffect, useState, type FormEvent } from 'react';
import { mobileMoneyOfCurrency } from '@core/reference/mobile-networks';
import type { PriceCurrency } from '@core/reference/prices';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { useFocusOnRefusal } from '../../../../lib/forms/focus-on-refusal';
import { SelectField } from '../../../../ui/choice-fields';
import { TextField } from '../../../../ui/fields';
import { MobileMoneyFields } from '../../../../ui/mobile-money-fields';
import { ErrorState, SuccessState } from '../../../../ui/status';
import { SubmitButton } from '../../../../ui/submit-button';
import { useRequestWithdrawal, useSavedPayoutNumber, type MyCommissions } from '../api/commissions';
import { useCommissionsT } from '../i18n';
import { money, typedMinor } from './amounts';

const openStatuses = new Set(['requested', 'approved', 'failed']);

/**
 * The withdrawal form: a currency the institution has commission in, an amount (empty: all that
 * is withdrawable) and the mobile money number and network to pay. A currency whose request is
 * still open, or whose withdrawable commission is under the minimum, says so instead.
 */
export function WithdrawForm({ commissions }: { commissions: MyCommissions }) {
  const t = useCommissionsT();
  const send = useRequestWithdrawal();
  const { sentFrom, refused } = useFocusOnRefusal();
  const { balances, withdrawals } = commissions;
  const [currency, setCurrency] = useState(balances[0]!.currency);
  const [amount, setAmount] = useState('');
  const [phone, setPhone] = useState('');
  const [network, setNetwork] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The number saved for payouts (settings) fills the form; the institution may change it here.
  const saved = useSavedPayoutNumber().data?.payout_number;
  useEffect(() => {
    if (!saved) return;
    setPhone((typed) => typed || saved.phone);
    setNetwork((chosen) => chosen || saved.network);
  }, [saved]);
  const balance = balances.find((b) => b.currency === currency) ?? balances[0]!;
  const networks = mobileMoneyOfCurrency(balance.currency)?.networks ?? [];
  const open = withdrawals.some(
    (w) => w.currency === balance.currency && openStatuses.has(w.status),
  );
  const minimum = money(balance.minimumMinor, balance.currency);
  const fieldErrors = { ...errors, ...(send.error instanceof ApiError ? send.error.fields : {}) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    const found: Record<string, string> = {};
    const amountMinor = amount.trim() ? typedMinor(amount, balance.currency) : undefined;
    if (amount.trim() && amountMinor === undefined) found.amount_minor = t('form.amountInvalid');
    if (!phone.trim()) found.phone = t('form.phoneRequired');
    if (!network) found.network = t('form.networkRequired');
    setErrors(found);
    if (Object.keys(found).length) return refused();
    send.mutate(
      {
        currency: balance.currency as PriceCurrency,
        phone,
        network,
        ...(amountMinor === undefined ? {} : { amount_minor: amountMinor }),
      },
      {
        onError: (error) =>
          error instanceof ApiError && error.status === 400 ? refused() : undefined,
      },
    );
  };

  return (
    <section aria-labelledby="withdraw-title" className="card">
      <h3 id="withdraw-title">{t('form.title')}</h3>
      {send.isSuccess ? (
        <SuccessState>
          <p>{t('form.sent', { amount: money(send.data.amountMinor, send.data.currency) })}</p>
        </SuccessState>
      ) : null}
      {balances.length > 1 ? (
        <SelectField
          label={t('form.currency')}
          name="currency"
          value={balance.currency}
          options={balances.map((b) => b.currency)}
          labelOf={(option) => option}
          placeholder={false}
          onChange={(value) => {
            setCurrency(value);
            setNetwork('');
            send.reset();
          }}
        />
      ) : null}
      {open ? (
        <p>{t('form.open', { currency: balance.currency })}</p>
      ) : balance.withdrawableMinor < balance.minimumMinor ? (
        <p>{t('form.belowMinimum', { minimum })}</p>
      ) : (
        <form onSubmit={submit} noValidate className="form">
          {send.isError ? <ErrorState message={errorMessage(send.error)} /> : null}
          <TextField
            label={t('form.amount')}
            name="amount_minor"
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            hint={t('form.amountHint', {
              minimum,
              balance: money(balance.withdrawableMinor, balance.currency),
            })}
            error={fieldErrors.amount_minor}
          />
          <MobileMoneyFields
            networks={networks}
            network={network}
            onNetwork={setNetwork}
            phone={phone}
            onPhone={setPhone}
            phoneName="phone"
            labels={{
              network: t('form.network'),
              phone: t('form.phone'),
              phoneHint: t('form.phoneHint'),
            }}
            errors={fieldErrors}
          />
          <SubmitButton busy={send.isPending} busyLabel={t('form.sending')}>
            {t('form.submit')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
