import { useId } from 'react';
import { useWagesT } from '../i18n';
import { PayoutNumberForm } from './payout-number-form';

/** The payout number as a section of the account settings (caregivers and institutions). */
export function PayoutNumberSetting() {
  const t = useWagesT();
  const id = useId();
  return (
    <section className="card" aria-labelledby={id} data-testid="payout-number">
      <h2 id={id}>{t('payout.title')}</h2>
      <PayoutNumberForm />
    </section>
  );
}
