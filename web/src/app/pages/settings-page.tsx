import { SettingsPage as AccountSettings } from '../../features/account/components/settings-page';
import { PayoutNumberSetting } from '../../features/wages/components/payout-number-setting';
import { allows } from '../../lib/auth/access';
import { groupsOf, useSession } from '../../lib/auth/session-context';

/**
 * The account settings, with the mobile money number payouts go to for those who are paid
 * (caregivers their wages, institutions their commissions).
 */
export function SettingsPage() {
  const { session } = useSession();
  const groups = groupsOf(session);
  const paid = allows('caregiver', groups) || allows('institution', groups);
  return <AccountSettings more={paid ? <PayoutNumberSetting /> : undefined} />;
}
