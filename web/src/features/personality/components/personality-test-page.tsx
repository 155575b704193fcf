import { Link, useNavigate } from 'react-router-dom';
import { items, traits } from '@core/personality/questionnaire';
import { toMajorUnits } from '@core/reference/prices';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { Page } from '../../../ui/page';
import { PersonalitySummary } from '../../../ui/personality-summary';
import { ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { useAddTestToCart } from '../api/add-test-to-cart';
import { usePersonalityStatus, type PersonalityStatus } from '../api/personality-status';
import { QuestionnaireForm } from './questionnaire-form';

/** 'ZMW 1', 'USD 0.04': the price as people say it, without needless zeros. */
const priceText = ({ currency, amountMinor }: PersonalityStatus['price']) =>
  `${currency} ${new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(
    toMajorUnits(amountMinor, currency),
  )}`;

/** Puts the test in the cart and opens the cart, where it is paid like any package. */
function PayForTest({ status, again }: { status: PersonalityStatus; again: boolean }) {
  const add = useAddTestToCart();
  const navigate = useNavigate();
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : '';
  const pay = () =>
    add.mutate(status.price.package_id, {
      onSuccess: () => void navigate(`/cart/${encodeURIComponent(uid)}/none/none`),
    });
  return (
    <>
      <button type="button" className="button" disabled={add.isPending} onClick={pay}>
        {add.isPending
          ? 'Putting the test in your cart…'
          : `Pay ${priceText(status.price)} to take the test${again ? ' again' : ''}`}
      </button>
      <p className="field__hint">
        You pay in your cart, by mobile money (MTN, Airtel, Zamtel) or card. Then come back to this
        page to answer the questions.
      </p>
      {add.isError ? <ErrorState message={errorMessage(add.error)} /> : null}
    </>
  );
}

function TestContents({ status }: { status: PersonalityStatus }) {
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : '';
  return (
    <>
      {status.result ? (
        <>
          <PersonalitySummary result={status.result} title="Your result" />
          <SuccessState>
            <p>
              Families see this summary on <Link to={`/cv/${uid}`}>your public profile</Link>, but
              never your answers.
            </p>
          </SuccessState>
        </>
      ) : null}
      {status.attempts > 0 ? (
        <section className="card" aria-labelledby="questions-title">
          <h2 id="questions-title">The questions</h2>
          <p>
            {status.attempts === 1
              ? 'You have paid for one attempt.'
              : `You have paid for ${status.attempts} attempts.`}
          </p>
          <QuestionnaireForm replacing={Boolean(status.result)} />
        </section>
      ) : (
        <PayForTest status={status} again={Boolean(status.result)} />
      )}
    </>
  );
}

/** /my_account/caregiver/personality_tests/user/:return — pay, answer, see the result. */
export function PersonalityTestPage({ title }: PageProps) {
  const status = usePersonalityStatus();
  return (
    <Page
      title={title}
      intro={`A short test of ${items.length} statements about how you work with children and patients. It takes about 5 minutes. Your result shows on your public profile, so families can know you better.`}
    >
      <details className="card">
        <summary>What the test measures</summary>
        <dl className="facts">
          {traits.map((trait) => (
            <div key={trait.id}>
              <dt>{trait.name}</dt>
              <dd>{trait.definition}</dd>
            </div>
          ))}
        </dl>
      </details>
      {status.isPending ? (
        <LoadingState label="Loading your test…" />
      ) : status.isError ? (
        <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
      ) : (
        <>
          {!status.data.result && status.data.attempts === 0 ? (
            <p className="status status--empty">
              You have not taken the test yet. Each payment of {priceText(status.data.price)} gives
              one attempt; taking it again replaces your result.
            </p>
          ) : null}
          <TestContents status={status.data} />
        </>
      )}
    </Page>
  );
}
