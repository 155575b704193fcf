import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useMyJobs, type Job } from '../../../lib/use-my-jobs';
import { useCountryLabel } from '../../../ui/country-labels';
import { useOptionLabel } from '../../../ui/option-labels';
import { ErrorState } from '../../../ui/status';
import { usePublishJob } from '../api/publish-job';
import { usePaymentsT } from '../i18n';

const MANAGE_JOBS = '/my_account/parent/jobs_profiles/manage_jobs/none';

/** Saved without a package: never paid, not live, not taken down. */
const waits = (job: Job) => !job.live && !job.paid && !job.hidden;

function WaitingJob({
  job,
  done,
  onPublished,
}: {
  job: Job;
  done: boolean;
  onPublished: () => void;
}) {
  const t = usePaymentsT();
  const label = useOptionLabel();
  const countryLabel = useCountryLabel();
  const publish = usePublishJob();
  const position = label(job.position);
  return (
    <li className="card">
      <h3>{position}</h3>
      <p>
        {[job.town, job.region, job.currently_in && countryLabel(job.currently_in)]
          .filter(Boolean)
          .join(', ')}
      </p>
      {done ? (
        <p>
          <span className="badge">{t('paid.published')}</span>{' '}
          <Link to={`/job/${encodeURIComponent(job.post_id)}`}>{t('paid.seeJob')}</Link>
        </p>
      ) : (
        <button
          type="button"
          className="button"
          aria-label={t('paid.publishLabel', { position })}
          disabled={publish.isPending}
          onClick={() => publish.mutate(job.post_id, { onSuccess: onPublished })}
        >
          {publish.isPending ? t('paid.publishing') : t('paid.publish')}
        </button>
      )}
      {publish.isError ? <ErrorState message={errorMessage(publish.error)} /> : null}
    </li>
  );
}

/**
 * Back from paying for a parent package: the jobs saved while there was none, each one tap
 * from published, and then a link to it. A job published here stays on the list (as
 * Published) so the link to it does not vanish when the list is read again.
 */
export function WaitingJobs() {
  const t = usePaymentsT();
  const mine = useMyJobs();
  const [published, setPublished] = useState<ReadonlySet<string>>(new Set());
  const shown = (mine.data?.jobs ?? []).filter((job) => waits(job) || published.has(job.post_id));
  if (shown.length === 0) return null;
  return (
    <section>
      <p>{t('paid.waitingIntro')}</p>
      <ul className="plain-list" aria-label={t('paid.waitingList')}>
        {shown.map((job) => (
          <WaitingJob
            key={job.post_id}
            job={job}
            done={job.live === true || published.has(job.post_id)}
            onPublished={() => setPublished((before) => new Set(before).add(job.post_id))}
          />
        ))}
      </ul>
      <p>
        <Link to={MANAGE_JOBS}>{t('paid.allJobs')}</Link>
      </p>
    </section>
  );
}
