import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** How long a texted code can be entered, and how many tries it allows. */
export const codePolicy: { readonly lifetimeMinutes: number; readonly maxAttempts: number } = {
  lifetimeMinutes: 10,
  maxAttempts: 5,
};

/** A fresh 6-digit code, every value equally likely. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * What is stored instead of the code: bound to the user and the number, so a code sent to one
 * number never confirms another.
 */
export const hashCode = (uid: string, number: string, code: string): string =>
  createHash('sha256').update(`${uid}\n${number}\n${code}`).digest('hex');

export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
