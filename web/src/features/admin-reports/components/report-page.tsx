import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { Page, type PageProps } from '../../../ui/page';
import { ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { useDecideReport } from '../api/decide-report';
import { useLiftSuspension } from '../api/lift-suspension';
import { useReportDetail, type ReportDetail } from '../api/read-report';
import { useUnhideContent } from '../api/unhide-content';
import { formatMoment } from '../../../i18n/format';
import { useAdminReportsT } from '../i18n';
import { actionName, kindName } from './reports-page';

/** Where the reported thing is shown to everyone (a message is private: nowhere). */
function publicLink(report: ReportDetail): string | undefined {
  const about = report.content && 'about' in report.content ? report.content.about : undefined;
  if (report.kind === 'user') return `/cv/${report.target}`;
  if (report.kind === 'job') return `/job/${report.target}`;
  if (report.kind === 'review') return about ? `/cv/${about}` : undefined;
  if (report.kind === 'message') return undefined;
  return `/view_post/${report.post_id}`;
}

function SeeItLink({ report }: { report: ReportDetail }) {
  const t = useAdminReportsT();
  const to = publicLink(report);
  return to ? <Link to={to}>{t('report.seeIt')}</Link> : null;
}

/** A hide decision can be undone: the post or comment is shown again (who and when kept). */
function Unhide({ report }: { report: ReportDetail }) {
  const t = useAdminReportsT();
  const unhide = useUnhideContent(report.id);
  return (
    <>
      {report.restoredAt ? (
        <p>
          {t('report.shownAgainBy', {
            who: report.restoredBy,
            when: formatMoment(report.restoredAt),
          })}
        </p>
      ) : null}
      {report.content?.hidden ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={unhide.isPending}
          onClick={() => unhide.mutate()}
        >
          {t('report.showAgain', { kind: report.kind })}
        </button>
      ) : null}
      {unhide.isError ? <ErrorState message={errorMessage(unhide.error)} /> : null}
    </>
  );
}

function Actions({ report }: { report: ReportDetail }) {
  const t = useAdminReportsT();
  const decide = useDecideReport(report.id);
  const lift = useLiftSuspension(report.id);
  if (report.status !== 'open') {
    return (
      <section className="card" aria-labelledby="decision">
        <h2 id="decision">{t('report.decision')}</h2>
        <p>
          {t('report.decidedBy', {
            action: actionName(report.action),
            who: report.actedBy,
            when: report.actedAt ? formatMoment(report.actedAt) : '',
          })}
        </p>
        {report.action === 'hide' ? <Unhide report={report} /> : null}
        {report.suspended && report.content ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={lift.isPending}
            onClick={() => lift.mutate(report.content!.subject)}
          >
            {t('report.liftSuspension')}
          </button>
        ) : null}
        {lift.isSuccess ? (
          <SuccessState>
            <p>{lift.data.message}</p>
          </SuccessState>
        ) : null}
        {lift.isError ? <ErrorState message={errorMessage(lift.error)} /> : null}
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="decision">
      <h2 id="decision">{t('report.decide')}</h2>
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          disabled={decide.isPending}
          onClick={() => decide.mutate('dismiss')}
        >
          {t('report.dismiss')}
        </button>
        {report.kind !== 'user' ? (
          <button
            type="button"
            className="button"
            disabled={decide.isPending || !report.content}
            onClick={() => decide.mutate('hide')}
          >
            {t('report.hide', { kind: report.kind })}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={decide.isPending || !report.content}
          onClick={() => {
            if (window.confirm(t('report.suspendConfirm'))) decide.mutate('suspend');
          }}
        >
          {t('report.suspend')}
        </button>
      </div>
      {decide.isError ? <ErrorState message={errorMessage(decide.error)} /> : null}
    </section>
  );
}

/** /reports/:id — one report, what was reported (as text), and the admin's decision. */
export function ReportPage({ title }: PageProps) {
  const t = useAdminReportsT();
  const { id = '' } = useParams();
  const report = useReportDetail(id);
  return (
    <Page title={title}>
      <p>
        <Link to="/user_reports">{t('report.back')}</Link>
      </p>
      {report.isPending ? (
        <LoadingState label={t('report.loading')} />
      ) : report.isError ? (
        <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <section className="card" aria-labelledby="reported">
            <h2 id="reported">
              {kindName(report.data.kind)}: {report.data.content?.title}
            </h2>
            {report.data.content ? (
              <>
                <p style={{ whiteSpace: 'pre-wrap' }}>{report.data.content.text}</p>
                {report.data.content.hidden ? <p>{t('report.hidden')}</p> : null}
                <SeeItLink report={report.data} />
              </>
            ) : (
              <p>{t('report.gone')}</p>
            )}
          </section>
          <section className="card" aria-labelledby="why">
            <h2 id="why">{t('report.why')}</h2>
            <p>{report.data.reason}</p>
            <p>{t('report.reportedOn', { when: formatMoment(report.data.created) })}</p>
          </section>
          <Actions report={report.data} />
        </>
      )}
    </Page>
  );
}
