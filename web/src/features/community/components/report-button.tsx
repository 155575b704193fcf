import type { ReportInput } from '@core/reports/schemas';
import { limits } from '@core/community/schemas';
import { ReportAction } from '../../../ui/report-action';
import { useReport } from '../api/report';

/** What is reported: a post, or a comment of a post (the reason is asked here). */
type Target = Omit<ReportInput, 'reason'>;

/** "Report": a short reason, sent once to the admins' queue. */
export function ReportButton({ target, what }: { target: Target; what: string }) {
  const report = useReport();
  return (
    <ReportAction
      what={what}
      maxLength={limits.reason}
      sending={report}
      onSend={(reason) => report.mutate({ ...target, reason })}
    />
  );
}
