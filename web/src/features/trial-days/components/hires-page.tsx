import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyHires, useMyTrialDays, type MyHire, type TrialDay } from '../api/trial-days-api';
import { useTrialDaysT } from '../i18n';
import { TrialTime } from './trial-time';

const hirePath = (hire: { post_id: string; caregiver_id: string }) =>
  `/hires/${encodeURIComponent(hire.post_id)}/${encodeURIComponent(hire.caregiver_id)}`;
const sameHire = (hire: MyHire) => (trial: TrialDay) =>
  trial.post_id === hire.post_id && trial.caregiver_id === hire.caregiver_id;

/** A trial day in a list: when and where, and its state. */
function TrialLine({ trial }: { trial: TrialDay }) {
  const t = useTrialDaysT();
  const time = trial.chosen ?? trial.options[0];
  const state =
    trial.status === 'cancelled'
      ? t('list.cancelled')
      : trial.status === 'accepted'
        ? t('list.accepted')
        : trial.waiting_on === trial.side
          ? t('state.yourAnswer')
          : t('state.theirAnswer', { name: trial.other.name });
  return (
    <li>
      {time ? <TrialTime time={time} zone={trial.zone} /> : null} ·{' '}
      <span className="badge">{state}</span>
    </li>
  );
}

function HireCard({ hire, upcoming }: { hire: MyHire; upcoming: TrialDay[] }) {
  const t = useTrialDaysT();
  const label = useOptionLabel();
  return (
    <li className="card">
      <h2>
        <Link to={hirePath(hire)}>
          {hire.position ? <>{label(hire.position)} · </> : null}
          {hire.other.name}
        </Link>
      </h2>
      {upcoming.length ? (
        <ul className="plain-list" aria-label={t('list.upcomingOf', { name: hire.other.name })}>
          {upcoming.map((trial) => (
            <TrialLine key={trial.trial_id} trial={trial} />
          ))}
        </ul>
      ) : (
        <p className="field__hint">{t('list.noUpcoming')}</p>
      )}
      <Link to={hirePath(hire)} className="button button--secondary button--small">
        {t('list.open')}
      </Link>
    </li>
  );
}

/** /hires: the caller's hires with their upcoming trial days, and the past trial days. */
export function HiresPage({ title }: PageProps) {
  const t = useTrialDaysT();
  const hires = useMyHires();
  const days = useMyTrialDays();
  const failed = hires.isError ? hires : days.isError ? days : undefined;
  return (
    <Page title={title} intro={<p>{t('list.intro')}</p>}>
      {hires.isPending || days.isPending ? (
        <LoadingState label={t('loading')} />
      ) : failed ? (
        <ErrorState message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />
      ) : hires.data!.hires.length === 0 ? (
        <EmptyState>{t('list.empty')}</EmptyState>
      ) : (
        <>
          <ul className="plain-list" aria-label={t('list.hires')}>
            {hires.data!.hires.map((hire) => (
              <HireCard
                key={`${hire.post_id}/${hire.caregiver_id}`}
                hire={hire}
                upcoming={days.data!.upcoming.filter(sameHire(hire))}
              />
            ))}
          </ul>
          <h2>{t('list.past')}</h2>
          {days.data!.past.length ? (
            <ul className="plain-list" aria-label={t('list.past')}>
              {days.data!.past.map((trial) => (
                <li key={trial.trial_id}>
                  <Link to={hirePath(trial)}>{trial.other.name}</Link>
                  <ul className="plain-list">
                    <TrialLine trial={trial} />
                  </ul>
                </li>
              ))}
            </ul>
          ) : (
            <p className="field__hint">{t('list.noPast')}</p>
          )}
        </>
      )}
    </Page>
  );
}
