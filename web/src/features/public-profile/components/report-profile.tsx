import { useSession } from '../../../lib/auth/session-context';
import { ReportButton } from '../../../ui/report-action';

/** "Report this profile": signed-in people other than its owner send a reason to the admins. */
export function ReportProfile({ uid }: { uid: string }) {
  const { session } = useSession();
  if (session.status !== 'signedIn' || session.uid === uid) return null;
  return <ReportButton what="profile" target={{ kind: 'user', uid }} />;
}
