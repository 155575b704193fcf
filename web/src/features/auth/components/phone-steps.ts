import { ApiError } from '../../../lib/api-error';

/** A phone number as the person typed it: its country's ISO code, and the digits they dial. */
export interface PhoneNumber {
  country: string;
  number: string;
}

/** A code was texted: the number as typed, in its stored form (E.164), and how long the code works. */
export interface CodeSent extends PhoneNumber {
  e164: string;
  minutes: number;
}

/**
 * How a phone route refused, for what the form shows besides the API's message: 'fields' when
 * the messages belong to fields (a 400, shown on them), 'noAccount' (404: no account uses the
 * number, offered to register it), 'taken' (409: it has one, offered to sign in), else 'other'.
 */
export type Refusal = 'fields' | 'noAccount' | 'taken' | 'other';

export function refusalOf(error: unknown): Refusal | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return 'other';
  if (Object.keys(error.fields).length > 0) return 'fields';
  if (error.status === 404) return 'noAccount';
  if (error.status === 409) return 'taken';
  return 'other';
}

/** The number handed over by the other page (a link's state: `{ phone }`), if well formed. */
export function phoneFrom(state: unknown): PhoneNumber | undefined {
  const phone = (state as { phone?: Partial<PhoneNumber> } | null)?.phone;
  return typeof phone?.country === 'string' &&
    /^[A-Z]{2}$/.test(phone.country) &&
    typeof phone.number === 'string'
    ? { country: phone.country, number: phone.number.slice(0, 24) }
    : undefined;
}
