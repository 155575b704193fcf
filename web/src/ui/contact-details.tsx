import type { CaregiverDetails } from '@core/conversations/schemas';
import { Link } from 'react-router-dom';
import { useUiT } from './i18n';

/** Where a parent buys a package (spec section 2: /my_account/parent/pay/user/{return}). */
export const PARENT_PAY_PATH = '/my_account/parent/pay/user/none';

/** A caregiver's phone and e-mail (shared by them with this parent), as links a phone can act on. */
export function ContactDetails({ caregiver }: { caregiver: CaregiverDetails }) {
  const t = useUiT();
  const phone = caregiver.phone ? `${caregiver.phone_code ?? ''} ${caregiver.phone}`.trim() : null;
  return (
    <dl className="facts">
      <div>
        <dt>{t('contact.phone')}</dt>
        <dd>
          {phone ? <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a> : t('contact.notGiven')}
        </dd>
      </div>
      <div>
        <dt>{t('contact.email')}</dt>
        <dd>
          {caregiver.email ? (
            <a href={`mailto:${caregiver.email}`}>{caregiver.email}</a>
          ) : (
            t('contact.notGiven')
          )}
        </dd>
      </div>
    </dl>
  );
}

/** Shown when the free contacts are spent: what a package gives, and where to buy one. */
export function PackagePanel({ message }: { message: string }) {
  const t = useUiT();
  return (
    <section className="card" aria-labelledby="package-title" role="alert">
      <h2 id="package-title">{t('package.title')}</h2>
      <p>{message}</p>
      <p>
        <Link className="button" to={PARENT_PAY_PATH}>
          {t('package.choose')}
        </Link>
      </p>
    </section>
  );
}
