import { useSession } from '../../../lib/auth/session-context';
import { ReportButton } from '../../../ui/report-action';

/** "Report this job": signed-in people other than its poster send a reason to the admins. */
export function ReportJob({ postId, poster }: { postId: string; poster: string }) {
  const { session } = useSession();
  if (session.status !== 'signedIn' || session.uid === poster) return null;
  return <ReportButton what="job" target={{ kind: 'job', post_id: postId }} />;
}
