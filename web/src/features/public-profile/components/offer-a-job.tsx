import { placeName } from '@core/reference/place-names';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { allows } from '../../../lib/auth/access';
import { groupsOf, useSession } from '../../../lib/auth/session-context';
import { useMyJobs } from '../../../lib/use-my-jobs';
import { useCountryLabel } from '../../../ui/country-labels';
import { OfferForm } from '../../../ui/offer-form';
import { useOptionLabel } from '../../../ui/option-labels';
import { ErrorState, LoadingState } from '../../../ui/status';
import { usePublicProfileT } from '../i18n';
import { MessageParts } from '../../../i18n/message-parts';

/** The parent's published jobs, to offer one to this caregiver. */
function JobChoice({ caregiverId, name }: { caregiverId: string; name: string }) {
  const t = usePublicProfileT();
  const mine = useMyJobs();
  const [jobId, setJobId] = useState('');
  const label = useOptionLabel();
  const countryLabel = useCountryLabel();
  if (mine.isPending) return <LoadingState label={t('offer.loading')} />;
  if (mine.isError)
    return <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />;
  const published = mine.data.jobs.filter((job) => job.paid);
  if (published.length === 0)
    return (
      <p>
        <MessageParts
          message={t('offer.noJobs')}
          parts={[(text) => <Link to="/createjob">{text}</Link>]}
        />
      </p>
    );
  const chosen = jobId || published[0]!.post_id;
  return (
    <>
      <div className="field">
        <label htmlFor="offer-job">{t('offer.job')}</label>
        <select id="offer-job" value={chosen} onChange={(event) => setJobId(event.target.value)}>
          {published.map((job) => (
            <option key={job.post_id} value={job.post_id}>
              {label(job.position)} ·{' '}
              {(job.town && placeName(job.town)) || countryLabel(job.currently_in)}
            </option>
          ))}
        </select>
      </div>
      <OfferForm key={chosen} jobId={chosen} caregiverId={caregiverId} name={name} />
    </>
  );
}

/** On a CV: a signed-in parent offers one of its jobs to the caregiver. */
export function OfferAJob({ caregiverId, name }: { caregiverId: string; name: string }) {
  const t = usePublicProfileT();
  const { session } = useSession();
  const [open, setOpen] = useState(false);
  if (!allows('parent', groupsOf(session))) return null;
  return (
    <section className="card" aria-labelledby="offer-title">
      <h2 id="offer-title">{t('offer.title')}</h2>
      {open ? (
        <JobChoice caregiverId={caregiverId} name={name} />
      ) : (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('offer.open', { name })}
        </button>
      )}
    </section>
  );
}
