import type { CaregiverContact } from '@core/contacts/schemas';
import { Link } from 'react-router-dom';

/** Where a parent buys a package (spec section 2: /my_account/parent/pay/user/{return}). */
export const PARENT_PAY_PATH = '/my_account/parent/pay/user/none';

/** A caregiver's phone and e-mail, as links a phone can act on. */
export function ContactDetails({
  caregiver,
}: {
  caregiver: Pick<CaregiverContact, 'email' | 'phone' | 'phone_code'>;
}) {
  const phone = caregiver.phone ? `${caregiver.phone_code ?? ''} ${caregiver.phone}`.trim() : null;
  return (
    <dl className="facts">
      <div>
        <dt>Phone</dt>
        <dd>{phone ? <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a> : 'Not given'}</dd>
      </div>
      <div>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${caregiver.email}`}>{caregiver.email}</a>
        </dd>
      </div>
    </dl>
  );
}

/** Shown when the free contacts are spent: what a package gives, and where to buy one. */
export function PackagePanel({ message }: { message: string }) {
  return (
    <section className="card" aria-labelledby="package-title" role="alert">
      <h2 id="package-title">Contact without limit</h2>
      <p>{message}</p>
      <p>
        <Link className="button" to={PARENT_PAY_PATH}>
          Choose a parent package
        </Link>
      </p>
    </section>
  );
}
