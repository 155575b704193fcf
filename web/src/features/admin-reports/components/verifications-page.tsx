import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { TextField } from '../../../ui/fields';
import { LoadMore } from '../../../ui/load-more';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { useDocumentLink } from '../api/document-link';
import { useReviewDocument } from '../api/review-document';
import { useVerificationQueue, type PendingDocument } from '../api/verification-queue';
import { formatMoment } from '../../../i18n/format';
import { tAdminReports, useAdminReportsT, type AdminReportsKey } from '../i18n';

const documentKeys = {
  police: 'doc.police',
  medical: 'doc.medical',
  certificate: 'doc.certificate',
} as Record<string, AdminReportsKey | undefined>;

/** The kind of document ("Police clearance"), in the reader's language. */
function documentName(kind: string): string {
  const key = documentKeys[kind];
  return key ? tAdminReports(key) : kind;
}

const nameOf = (doc: PendingDocument) => doc.name ?? tAdminReports('doc.unnamed');

/** A private, short-lived link, fetched only when the admin asks for it. */
function OpenDocument({ doc }: { doc: PendingDocument }) {
  const t = useAdminReportsT();
  const link = useDocumentLink(doc.uid, doc.kind);
  if (link.isSuccess) {
    return (
      <a href={link.data.url} target="_blank" rel="noreferrer noopener">
        {t('doc.open')}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--link"
        disabled={link.isPending}
        onClick={() => link.mutate()}
      >
        {t('doc.getLink')}
      </button>
      {link.isError ? <ErrorState message={errorMessage(link.error)} /> : null}
    </>
  );
}

const labelOf = (doc: PendingDocument) =>
  tAdminReports('doc.of', { document: documentName(doc.kind), name: nameOf(doc) });

/** Approve or reject; a reviewed document leaves the list, so the outcome is told above it. */
function Review({ doc, onDone }: { doc: PendingDocument; onDone: (message: string) => void }) {
  const t = useAdminReportsT();
  const review = useReviewDocument(doc.uid, doc.kind, (message) =>
    onDone(`${labelOf(doc)}: ${message}`),
  );
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) review.mutate({ decision: 'reject', reason: reason.trim() });
  };
  return (
    <>
      {rejecting ? (
        <form className="form" onSubmit={reject} noValidate>
          <TextField
            label={t('doc.rejectReason')}
            name="reason"
            required
            value={reason}
            onChange={setReason}
            maxLength={500}
          />
          <div className="button-row">
            <button type="submit" className="button button--small" disabled={review.isPending}>
              {t('doc.sendRejection')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setRejecting(false)}
            >
              {t('doc.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button button--small"
            disabled={review.isPending}
            onClick={() => review.mutate({ decision: 'approve' })}
          >
            {t('doc.approve')}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setRejecting(true)}
          >
            {t('doc.reject')}
          </button>
        </div>
      )}
      {review.isError ? <ErrorState message={errorMessage(review.error)} /> : null}
    </>
  );
}

/** /verifications: clearances and certificates waiting for an admin's review. */
export function VerificationsPage({ title }: PageProps) {
  const t = useAdminReportsT();
  const queue = useVerificationQueue();
  const [done, setDone] = useState<string[]>([]);
  const list = queue.data?.pages.flatMap((page) => page.documents) ?? [];
  return (
    <Page title={title} intro={t('queue.intro')}>
      {done.length ? (
        <SuccessState>
          {done.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </SuccessState>
      ) : null}
      {queue.isPending ? (
        <LoadingState label={t('queue.loading')} />
      ) : queue.isError ? (
        <ErrorState message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>{t('queue.empty')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('queue.label')}>
          {list.map((doc) => (
            <li key={`${doc.uid}-${doc.kind}`} className="card" aria-label={labelOf(doc)}>
              <h2>
                {t('doc.ofPrefix', { document: documentName(doc.kind) })}{' '}
                <Link to={`/cv/${doc.uid}`}>{nameOf(doc)}</Link>
              </h2>
              <p>{t('doc.uploadedOn', { when: formatMoment(doc.uploaded) })}</p>
              <OpenDocument doc={doc} />
              <Review doc={doc} onDone={(message) => setDone((all) => [message, ...all])} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore pages={queue} label={t('queue.more')} />
    </Page>
  );
}
