import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { ErrorState, SuccessState } from '../../../ui/status';
import {
  useAccept,
  useCancel,
  useDecision,
  useHappened,
  useNewTimes,
  useReport,
  type HireKey,
  type TrialDay,
} from '../api/trial-days-api';
import { useTrialDaysT } from '../i18n';
import { ReasonForm } from './reason-form';
import { TimesForm } from './times-form';
import { TrialTime } from './trial-time';

type Open = 'none' | 'times' | 'cancel' | 'report';

/** What state the trial day is in, in one line. */
function StateLine({ trial }: { trial: TrialDay }) {
  const t = useTrialDaysT();
  const name = trial.other.name;
  if (trial.status === 'cancelled')
    return (
      <p className="badge badge--missing">
        {trial.reason_by === trial.side
          ? t('state.cancelledByYou')
          : t('state.cancelledBy', { name })}
      </p>
    );
  if (trial.status === 'accepted')
    return <p className="badge">{trial.begun ? t('state.begun') : t('state.accepted')}</p>;
  return (
    <p className="badge">
      {trial.waiting_on === trial.side ? t('state.yourAnswer') : t('state.theirAnswer', { name })}
    </p>
  );
}

/** After the day: whether it happened (each side once), the family's decision, a report. */
function AfterTheDay({ hire, trial }: { hire: HireKey; trial: TrialDay }) {
  const t = useTrialDaysT();
  const happened = useHappened(hire, trial.trial_id);
  const decision = useDecision(hire, trial.trial_id);
  const report = useReport(hire, trial.trial_id);
  const [reporting, setReporting] = useState(false);
  const mine = trial.side === 'parent' ? trial.parent_happened : trial.caregiver_happened;
  const theirs = trial.side === 'parent' ? trial.caregiver_happened : trial.parent_happened;
  const saidNo = mine === false || theirs === false;
  return (
    <div className="trial-day__after">
      {mine === null ? (
        <div role="group" aria-label={t('after.happened')}>
          <p>{t('after.happened')}</p>
          <div className="button-row">
            <button
              type="button"
              className="button"
              disabled={happened.isPending}
              onClick={() => happened.mutate({ happened: true })}
            >
              {t('after.yes')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={happened.isPending}
              onClick={() => happened.mutate({ happened: false })}
            >
              {t('after.no')}
            </button>
          </div>
        </div>
      ) : (
        <p>{mine ? t('after.youSaidYes') : t('after.youSaidNo')}</p>
      )}
      {theirs !== null ? (
        <p>
          {theirs
            ? t('after.theySaidYes', { name: trial.other.name })
            : t('after.theySaidNo', { name: trial.other.name })}
        </p>
      ) : null}
      {happened.isError ? <ErrorState message={errorMessage(happened.error)} /> : null}
      {trial.side === 'parent' ? (
        trial.go_on === null ? (
          <div role="group" aria-label={t('after.goOn')}>
            <p>{t('after.goOn')}</p>
            <div className="button-row">
              <button
                type="button"
                className="button"
                disabled={decision.isPending}
                onClick={() => decision.mutate({ go_on: true })}
              >
                {t('after.goOnYes')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={decision.isPending}
                onClick={() => decision.mutate({ go_on: false })}
              >
                {t('after.goOnNo')}
              </button>
            </div>
          </div>
        ) : (
          <p>{trial.go_on ? t('after.wentOn') : t('after.stopped')}</p>
        )
      ) : trial.go_on !== null ? (
        <p>{trial.go_on ? t('after.familyWentOn') : t('after.familyStopped')}</p>
      ) : null}
      {decision.isError ? <ErrorState message={errorMessage(decision.error)} /> : null}
      {report.isSuccess ? (
        <SuccessState>
          <p>{report.data.message}</p>
        </SuccessState>
      ) : trial.reported ? (
        <p className="field__hint">{t('after.reported')}</p>
      ) : saidNo ? (
        reporting ? (
          <ReasonForm
            label={t('after.reportReason')}
            sendLabel={t('after.reportSend')}
            busy={report.isPending}
            error={report.error}
            onSend={(reason) => report.mutate({ reason })}
            onCancel={() => setReporting(false)}
          />
        ) : (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setReporting(true)}
          >
            {t('after.report')}
          </button>
        )
      ) : null}
    </div>
  );
}

/** One trial day of a hire, with what the caller may do about it now. */
export function TrialDayCard({
  hire,
  trial,
  town,
}: {
  hire: HireKey;
  trial: TrialDay;
  town: string;
}) {
  const t = useTrialDaysT();
  const [open, setOpen] = useState<Open>('none');
  const accept = useAccept(hire, trial.trial_id);
  const times = useNewTimes(hire, trial.trial_id);
  const cancel = useCancel(hire, trial.trial_id);
  const myTurn = trial.status === 'proposed' && trial.waiting_on === trial.side;
  const changeable = trial.status === 'proposed' || (trial.status === 'accepted' && !trial.begun);
  const close = () => setOpen('none');
  return (
    <li className="card trial-day" aria-label={t('card.label')}>
      <StateLine trial={trial} />
      {trial.chosen ? (
        <p className="trial-day__chosen">
          <TrialTime time={trial.chosen} zone={trial.zone} />
        </p>
      ) : null}
      {trial.status === 'proposed' ? (
        <ul className="plain-list trial-day__options" aria-label={t('card.options')}>
          {trial.options.map((time, option) => (
            <li key={time.start}>
              <TrialTime time={time} zone={trial.zone} />
              {myTurn ? (
                <>
                  {' '}
                  <button
                    type="button"
                    className="button button--small"
                    disabled={accept.isPending}
                    onClick={() => accept.mutate({ option, version: trial.version })}
                  >
                    {t('card.accept')}
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {trial.reason ? (
        <p className="field__hint">
          {trial.reason_by === trial.side
            ? t('card.yourReason', { reason: trial.reason })
            : t('card.theirReason', { name: trial.other.name, reason: trial.reason })}
        </p>
      ) : null}
      {accept.isError ? <ErrorState message={errorMessage(accept.error)} /> : null}
      {changeable && open === 'none' ? (
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setOpen('times')}
          >
            {trial.status === 'accepted'
              ? t('card.move')
              : myTurn
                ? t('card.counter')
                : t('card.change')}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setOpen('cancel')}
          >
            {t('card.cancel')}
          </button>
        </div>
      ) : null}
      {open === 'times' ? (
        <TimesForm
          town={town}
          zone={trial.zone}
          reason={trial.status === 'accepted' ? 'required' : 'none'}
          submitLabel={trial.status === 'accepted' ? t('card.moveSend') : t('card.counterSend')}
          busy={times.isPending}
          error={times.error}
          onSend={(chosen, reason) =>
            times.mutate(
              { times: chosen, version: trial.version, ...(reason ? { reason } : {}) },
              { onSuccess: close },
            )
          }
          onCancel={close}
        />
      ) : null}
      {open === 'cancel' ? (
        <ReasonForm
          label={t('card.cancelReason')}
          sendLabel={t('card.cancelSend')}
          busy={cancel.isPending}
          error={cancel.error}
          onSend={(reason) =>
            cancel.mutate({ reason, version: trial.version }, { onSuccess: close })
          }
          onCancel={close}
        />
      ) : null}
      {trial.begun ? <AfterTheDay hire={hire} trial={trial} /> : null}
    </li>
  );
}
