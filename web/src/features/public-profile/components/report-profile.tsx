import { limits } from '@core/community/schemas';
import { useSession } from '../../../lib/auth/session-context';
import { ReportAction } from '../../../ui/report-action';
import { useReportProfile } from '../api/report-profile';

/** "Report this profile": signed-in people other than its owner send a reason to the admins. */
export function ReportProfile({ uid }: { uid: string }) {
  const { session } = useSession();
  const report = useReportProfile(uid);
  if (session.status !== 'signedIn' || session.uid === uid) return null;
  return (
    <ReportAction
      what="profile"
      maxLength={limits.reason}
      sending={report}
      onSend={(reason) => report.mutate(reason)}
    />
  );
}
