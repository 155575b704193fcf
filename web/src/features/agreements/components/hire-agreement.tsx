import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { COMMENT_MAX } from '@core/agreements/schemas';
import { errorMessage } from '../../../lib/api-error';
import { CountedTextField } from '../../../ui/fields';
import { ReportButton } from '../../../ui/report-action';
import { ErrorState, LoadingState, SendError } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import {
  useAcceptAgreement,
  useAgreement,
  useAskForChanges,
  type Agreement,
} from '../api/agreements';
import { useAgreementsT } from '../i18n';
import { AgreementForm } from './agreement-form';
import { MinimumsNote, TermsView } from './terms-view';
import { momentIn } from './words';

/** Where a hire's agreement and its printable page are. */
export const agreementPath = (postId: string, caregiverId: string) =>
  `/hires/${encodeURIComponent(postId)}/${encodeURIComponent(caregiverId)}/agreement`;

/** The agreement's state in words: proposed, changes asked, or accepted (dated). */
function StatusLine({ agreement }: { agreement: Agreement }) {
  const t = useAgreementsT();
  if (agreement.status === 'accepted' && agreement.acceptedAt)
    return (
      <p className="status status--success" data-testid="agreement-status">
        {t('status.accepted', {
          name: agreement.caregiver.name,
          date: momentIn(agreement.acceptedAt, agreement.timeZone),
        })}
      </p>
    );
  return (
    <p className="status" data-testid="agreement-status">
      {t(agreement.status === 'proposed' ? 'status.proposed' : 'status.changesAsked', {
        version: agreement.version,
      })}
    </p>
  );
}

/** The caregiver's answer to the current version: accept it, or ask for changes with a comment. */
function CaregiverAnswer({
  postId,
  caregiverId,
  agreement,
}: {
  postId: string;
  caregiverId: string;
  agreement: Agreement;
}) {
  const t = useAgreementsT();
  const accept = useAcceptAgreement(postId, caregiverId);
  const ask = useAskForChanges(postId, caregiverId);
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) return setProblem(t('answer.commentMissing'));
    setProblem(undefined);
    if (!ask.isPending)
      ask.mutate(
        { version: agreement.version, comment: comment.trim() },
        { onSuccess: () => setAsking(false) },
      );
  };
  return (
    <div className="agreement-answer">
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={accept.isPending}
          aria-busy={accept.isPending || undefined}
          onClick={() => accept.mutate(agreement.version)}
        >
          {accept.isPending ? t('answer.accepting') : t('answer.accept')}
        </button>
        {!asking ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setAsking(true)}
          >
            {t('answer.changes')}
          </button>
        ) : null}
      </div>
      {accept.isError ? <SendError error={accept.error} /> : null}
      {asking ? (
        <form className="form" onSubmit={send} noValidate>
          <CountedTextField
            label={t('answer.comment')}
            name="comment"
            required
            max={COMMENT_MAX}
            value={comment}
            onChange={setComment}
            error={problem}
          />
          {ask.isError ? <SendError error={ask.error} /> : null}
          <SubmitButton busy={ask.isPending} busyLabel={t('answer.sending')}>
            {t('answer.send')}
          </SubmitButton>
        </form>
      ) : null}
    </div>
  );
}

/** Every version, newest first: who proposed it and when, and the caregiver's comment on it. */
function VersionHistory({ agreement }: { agreement: Agreement }) {
  const t = useAgreementsT();
  const id = useId();
  return (
    <section aria-labelledby={id} className="agreement-history">
      <h3 id={id}>{t('history')}</h3>
      <ol reversed className="plain-list">
        {[...agreement.versions].reverse().map((v) => (
          <li key={v.version} className="card" data-testid={`agreement-version-${v.version}`}>
            <details open={v.version === agreement.version}>
              <summary>
                {t('versionBy', {
                  version: v.version,
                  name: agreement.parent.name,
                  date: momentIn(v.proposedAt, agreement.timeZone),
                })}
              </summary>
              <TermsView terms={v.terms} />
            </details>
            {v.comment ? (
              <blockquote className="agreement-history__comment">
                <p>
                  {t('commentBy', {
                    name: agreement.caregiver.name,
                    date: momentIn(v.commentAt ?? v.proposedAt, agreement.timeZone),
                  })}
                </p>
                <p>{v.comment}</p>
              </blockquote>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A hire's written work agreement, for the hire page (props: the job and the caregiver): the
 * family drafts and revises it, the caregiver accepts it or asks for changes, both read every
 * version, and once accepted it is read-only with its printable page.
 */
export function HireAgreement({ postId, caregiverId }: { postId: string; caregiverId: string }) {
  const t = useAgreementsT();
  const start = useAgreement(postId, caregiverId);
  const id = useId();
  if (start.isPending) return <LoadingState label={t('loading')} />;
  if (start.isError)
    return <ErrorState message={errorMessage(start.error)} onRetry={() => void start.refetch()} />;
  const { agreement, side } = start.data;
  const current = agreement?.versions.find((v) => v.version === agreement.version);
  const accepted = agreement?.status === 'accepted';
  return (
    <section className="hire-agreement" aria-labelledby={id}>
      <h2 id={id}>{t('title')}</h2>
      {agreement ? (
        <StatusLine agreement={agreement} />
      ) : (
        <p>{t(side === 'parent' ? 'none.parent' : 'none.caregiver')}</p>
      )}
      {accepted ? (
        <p>
          <Link className="button" to={`${agreementPath(postId, caregiverId)}/print`}>
            {t('print.open')}
          </Link>
        </p>
      ) : null}
      {agreement && current && side === 'caregiver' && !accepted ? (
        <>
          <TermsView terms={current.terms} />
          {agreement.status === 'proposed' ? (
            <CaregiverAnswer postId={postId} caregiverId={caregiverId} agreement={agreement} />
          ) : (
            <p className="field__hint">{t('waitingRevision')}</p>
          )}
        </>
      ) : null}
      {side === 'parent' && !accepted ? (
        <AgreementForm
          key={agreement?.version ?? 0}
          postId={postId}
          caregiverId={caregiverId}
          start={start.data}
        />
      ) : null}
      <MinimumsNote minimums={start.data.minimums} />
      {agreement ? <VersionHistory agreement={agreement} /> : null}
      {agreement ? (
        <ReportButton
          what="agreement"
          target={{ kind: 'agreement', post_id: postId, uid: caregiverId }}
        />
      ) : null}
    </section>
  );
}
