import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { TextField } from '../../../ui/fields';
import { LoadMore } from '../../../ui/load-more';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { useDocumentLink } from '../api/document-link';
import { useReviewDocument } from '../api/review-document';
import { useVerificationQueue, type PendingDocument } from '../api/verification-queue';

const documentNames = {
  police: 'Police clearance',
  medical: 'Medical clearance',
  certificate: 'Certificate',
} as Record<string, string>;

/** A private, short-lived link, fetched only when the admin asks for it. */
function OpenDocument({ doc }: { doc: PendingDocument }) {
  const link = useDocumentLink(doc.uid, doc.kind);
  if (link.isSuccess) {
    return (
      <a href={link.data.url} target="_blank" rel="noreferrer noopener">
        Open the document (the link works for a few minutes)
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
        Get a link to the document
      </button>
      {link.isError ? <ErrorState message={errorMessage(link.error)} /> : null}
    </>
  );
}

const labelOf = (doc: PendingDocument) =>
  `${documentNames[doc.kind] ?? doc.kind} of ${doc.name ?? 'an unnamed user'}`;

/** Approve or reject; a reviewed document leaves the list, so the outcome is told above it. */
function Review({ doc, onDone }: { doc: PendingDocument; onDone: (message: string) => void }) {
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
            label="Why is it rejected? (the user reads this)"
            name="reason"
            value={reason}
            onChange={setReason}
            maxLength={500}
          />
          <div className="button-row">
            <button type="submit" className="button button--small" disabled={review.isPending}>
              Send rejection
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setRejecting(false)}
            >
              Cancel
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
            Approve
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setRejecting(true)}
          >
            Reject
          </button>
        </div>
      )}
      {review.isError ? <ErrorState message={errorMessage(review.error)} /> : null}
    </>
  );
}

/** /verifications: clearances and certificates waiting for an admin's review. */
export function VerificationsPage({ title }: PageProps) {
  const queue = useVerificationQueue();
  const [done, setDone] = useState<string[]>([]);
  const list = queue.data?.pages.flatMap((page) => page.documents) ?? [];
  return (
    <Page
      title={title}
      intro="Police clearances, medical clearances and certificates waiting for review, oldest first."
    >
      {done.length ? (
        <SuccessState>
          {done.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </SuccessState>
      ) : null}
      {queue.isPending ? (
        <LoadingState label="Loading documents…" />
      ) : queue.isError ? (
        <ErrorState message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>No documents are waiting for review.</EmptyState>
      ) : (
        <ul className="plain-list" aria-label="Documents waiting for review">
          {list.map((doc) => (
            <li key={`${doc.uid}-${doc.kind}`} className="card" aria-label={labelOf(doc)}>
              <h2>
                {documentNames[doc.kind] ?? doc.kind} of{' '}
                <Link to={`/cv/${doc.uid}`}>{doc.name ?? 'an unnamed user'}</Link>
              </h2>
              <p>Uploaded on {new Date(doc.uploaded).toLocaleString()}</p>
              <OpenDocument doc={doc} />
              <Review doc={doc} onDone={(message) => setDone((all) => [message, ...all])} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore pages={queue} label="More documents" />
    </Page>
  );
}
