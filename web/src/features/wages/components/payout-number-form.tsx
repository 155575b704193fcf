import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { MobileMoneyFields } from '../../../ui/mobile-money-fields';
import { ErrorState, LoadingState, SendError, SuccessState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { usePayoutNumber, useSetPayoutNumber, type PayoutNumber } from '../api/wages';
import { useWagesT } from '../i18n';

function NumberForm({ start }: { start: PayoutNumber }) {
  const t = useWagesT();
  const save = useSetPayoutNumber();
  const [phone, setPhone] = useState(start.payout_number?.phone ?? '');
  const [network, setNetwork] = useState(start.payout_number?.network ?? '');
  const [problems, setProblems] = useState<{ phone?: string; network?: string }>({});
  const send = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(phone.trim().length < 6 ? { phone: t('payout.phoneMissing') } : {}),
      ...(!network ? { network: t('payout.networkMissing') } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length || save.isPending) return;
    save.mutate({ phone: phone.trim(), network });
  };
  return (
    <form className="form" onSubmit={send} noValidate aria-label={t('payout.title')}>
      <MobileMoneyFields
        networks={start.networks}
        network={network}
        onNetwork={setNetwork}
        phone={phone}
        onPhone={setPhone}
        phoneName="payout-phone"
        labels={{ network: t('payout.network'), phone: t('payout.phone') }}
        errors={problems}
      />
      {save.isError ? <SendError error={save.error} /> : null}
      {save.isSuccess ? (
        <SuccessState>
          <p>{t('payout.saved')}</p>
        </SuccessState>
      ) : null}
      <SubmitButton busy={save.isPending} busyLabel={t('payout.saving')}>
        {t('payout.save')}
      </SubmitButton>
    </form>
  );
}

/**
 * The mobile money number the caller's wages (or an institution's commissions) are paid to:
 * the network of their country and the number, shown and changed here.
 */
export function PayoutNumberForm() {
  const t = useWagesT();
  const current = usePayoutNumber();
  if (current.isPending) return <LoadingState label={t('loading')} />;
  if (current.isError)
    return (
      <ErrorState message={errorMessage(current.error)} onRetry={() => void current.refetch()} />
    );
  return (
    <>
      <p className="field__hint">
        {current.data.payout_number
          ? t('payout.current', {
              phone: current.data.payout_number.phone,
              network: current.data.payout_number.network,
            })
          : t('payout.none')}
      </p>
      <NumberForm start={current.data} />
    </>
  );
}
