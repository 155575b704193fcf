import { Link, useNavigate } from 'react-router-dom';
import { items, traits } from '@core/personality/questionnaire';
import { toMajorUnits } from '@core/reference/prices';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { Page, type PageProps } from '../../../ui/page';
import { useUiT } from '../../../ui/i18n';
import { PersonalitySummary } from '../../../ui/personality-summary';
import { traitName } from '../../../ui/personality-words';
import { ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { useAddTestToCart } from '../api/add-test-to-cart';
import { usePersonalityStatus, type PersonalityStatus } from '../api/personality-status';
import { QuestionnaireForm } from './questionnaire-form';
import { formatCount } from '../../../i18n/format';
import { usePersonalityT } from '../i18n';
import { MessageParts } from '../../../i18n/message-parts';

/** 'ZMW 1', 'USD 0.04': the price as people say it, without needless zeros. */
const priceText = ({ currency, amountMinor }: PersonalityStatus['price']) =>
  `${currency} ${formatCount(toMajorUnits(amountMinor, currency))}`;

/** Puts the test in the cart and opens the cart, where it is paid like any package. */
function PayForTest({ status, again }: { status: PersonalityStatus; again: boolean }) {
  const t = usePersonalityT();
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
          ? t('pay.busy')
          : t(again ? 'pay.again' : 'pay.first', { price: priceText(status.price) })}
      </button>
      <p className="field__hint">{t('pay.how')}</p>
      {add.isError ? <ErrorState message={errorMessage(add.error)} /> : null}
    </>
  );
}

function TestContents({ status }: { status: PersonalityStatus }) {
  const t = usePersonalityT();
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : '';
  return (
    <>
      {status.result ? (
        <>
          <PersonalitySummary result={status.result} title={t('result.title')} />
          <SuccessState>
            <p>
              <MessageParts
                message={t('result.shown')}
                parts={[(text) => <Link to={`/cv/${uid}`}>{text}</Link>]}
              />
            </p>
          </SuccessState>
        </>
      ) : null}
      {status.attempts > 0 ? (
        <section className="card" aria-labelledby="questions-title">
          <h2 id="questions-title">{t('questions.title')}</h2>
          <p>{t('questions.paid', { count: status.attempts })}</p>
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
  const t = usePersonalityT();
  const tUi = useUiT();
  const status = usePersonalityStatus();
  return (
    <Page title={title} intro={t('intro', { count: items.length, minutes: 5 })}>
      <details className="card">
        <summary>{t('measures')}</summary>
        <dl className="facts">
          {traits.map((trait) => (
            <div key={trait.id}>
              <dt>{traitName(tUi, trait.id)}</dt>
              <dd>{t(`trait.${trait.id}.definition` as const)}</dd>
            </div>
          ))}
        </dl>
      </details>
      {status.isPending ? (
        <LoadingState label={t('loading')} />
      ) : status.isError ? (
        <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
      ) : (
        <>
          {!status.data.result && status.data.attempts === 0 ? (
            <p className="status status--empty">
              {t('notTaken', { price: priceText(status.data.price) })}
            </p>
          ) : null}
          <TestContents status={status.data} />
        </>
      )}
    </Page>
  );
}
