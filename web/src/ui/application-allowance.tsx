import { Link } from 'react-router-dom';
import type { ApplicationAllowance as Allowance } from '../lib/apply';
import { useUiT } from './i18n';

const PAY = '/my_account/caregiver/pay/user/none';

/**
 * How many of the free applications are left (spec section 9: 10 without a package), or that
 * a package lets the caregiver apply without limit; once none are left, where to get one.
 */
export function ApplicationAllowance({ allowance }: { allowance: Allowance | undefined }) {
  const t = useUiT();
  if (!allowance) return null;
  if (allowance.package) return <p className="field__hint">{t('apply.unlimited')}</p>;
  return (
    <p className="field__hint">
      {t('apply.freeLeft', { left: allowance.left, limit: allowance.limit })}
      {allowance.left === 0 ? (
        <>
          {' '}
          <Link to={PAY}>{t('common.choosePackage')}</Link>
        </>
      ) : null}
    </p>
  );
}
