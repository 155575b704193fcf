import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useHireTrialDays, usePropose, type HireKey, type TrialDay } from '../api/trial-days-api';
import { useTrialDaysT } from '../i18n';
import { TimesForm } from './times-form';
import { TrialDayCard } from './trial-day-card';

const HOUR = 3_600_000;
/** Over: cancelled, or its accepted time has ended. */
const isOver = (trial: TrialDay, now: number) =>
  trial.status === 'cancelled' ||
  (trial.chosen !== null && trial.chosen.start + trial.chosen.hours * HOUR <= now);
/** When it is: the agreed start, or the earliest time proposed. */
const startOf = (trial: TrialDay) =>
  trial.chosen?.start ?? Math.min(...trial.options.map((time) => time.start));

/** A hire's trial days: propose one, answer and change them, and what both said after. */
export function TrialDaysSection({ hire }: { hire: HireKey }) {
  const t = useTrialDaysT();
  const days = useHireTrialDays(hire);
  const propose = usePropose(hire);
  const [proposing, setProposing] = useState(false);
  const now = Date.now();
  return (
    <section className="trial-days" aria-labelledby="trial-days-heading">
      <h2 id="trial-days-heading">{t('section.title')}</h2>
      {days.isPending ? (
        <LoadingState label={t('loading')} />
      ) : days.isError ? (
        <ErrorState message={errorMessage(days.error)} onRetry={() => void days.refetch()} />
      ) : (
        <>
          <p>{t('section.intro', { name: days.data.other.name })}</p>
          {proposing ? (
            <TimesForm
              town={days.data.town}
              zone={days.data.zone}
              submitLabel={t('section.proposeSend')}
              busy={propose.isPending}
              error={propose.error}
              onSend={(times) =>
                propose.mutate({ times }, { onSuccess: () => setProposing(false) })
              }
              onCancel={() => setProposing(false)}
            />
          ) : (
            <div className="button-row">
              <button type="button" className="button" onClick={() => setProposing(true)}>
                {t('section.propose')}
              </button>
            </div>
          )}
          {days.data.trialDays.length === 0 ? (
            <EmptyState>{t('section.empty')}</EmptyState>
          ) : (
            <>
              <h3>{t('section.upcoming')}</h3>
              <TrialList
                hire={hire}
                town={days.data.town}
                trials={days.data.trialDays
                  .filter((d) => !isOver(d, now))
                  .sort((a, b) => startOf(a) - startOf(b))}
              />
              <h3>{t('section.past')}</h3>
              <TrialList
                hire={hire}
                town={days.data.town}
                trials={days.data.trialDays
                  .filter((d) => isOver(d, now))
                  .sort((a, b) => startOf(b) - startOf(a))}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

function TrialList({ hire, town, trials }: { hire: HireKey; town: string; trials: TrialDay[] }) {
  const t = useTrialDaysT();
  if (!trials.length) return <p className="field__hint">{t('section.none')}</p>;
  return (
    <ul className="plain-list">
      {trials.map((trial) => (
        <TrialDayCard key={trial.trial_id} hire={hire} trial={trial} town={town} />
      ))}
    </ul>
  );
}
