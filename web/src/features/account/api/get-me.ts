import { useQuery } from '@tanstack/react-query';
import type { UserType } from '@core/actor';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session-context';

/** The parts of GET /api/me that the account screens read; the record has many more fields. */
export interface Me {
  uid: string;
  email: string;
  user_type: UserType;
  verified?: boolean;
}

export const meQueryKey = (uid: string) => ['me', uid] as const;

export const getMe = () => api<Me>('/api/me', { auth: true });

export function useMe() {
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.uid : '';
  return useQuery({ queryKey: meQueryKey(uid), queryFn: getMe, enabled: uid !== '' });
}
