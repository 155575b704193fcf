import type { Role } from '@core/actor';
import { isRole } from './access';

/** What the SPA reads from an ID token. The API checks the same groups on every call. */
export interface IdTokenInfo {
  jwt: string;
  uid: string;
  email: string;
  /** The account's phone number (E.164) when it has one: a phone account has no e-mail. */
  phone: string;
  groups: Role[];
}

export function parseIdToken(jwt: string, payload: Record<string, unknown>): IdTokenInfo {
  const groups = payload['cognito:groups'];
  return {
    jwt,
    uid: String(payload.sub ?? ''),
    email: typeof payload.email === 'string' ? payload.email : '',
    phone: typeof payload.phone_number === 'string' ? payload.phone_number : '',
    groups: Array.isArray(groups) ? groups.filter(isRole) : [],
  };
}
