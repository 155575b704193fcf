import { createHash, randomBytes } from 'node:crypto';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';

/** How long a ticket can be given to Cognito: the SPA does so at once. */
export const TICKET_LIFETIME_MS = 120_000;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** The shape a ticket has, checked before any read (a wrong answer costs no table call). */
export const ticketPattern = /^[\w-]{43}$/;

export const signInTickets = {
  // a new ticket for this account (32 random bytes); only its hash is stored
  async issue(uid: string, now: number): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await db()
      .entities.signInTicket.create({
        ticketHash: hash(ticket),
        uid,
        expiresAt: Math.floor((now + TICKET_LIFETIME_MS) / 1000),
      })
      .go();
    return ticket;
  },

  /**
   * Spends a ticket of this account: one conditional delete, so of two answers with the same
   * ticket exactly one signs in. False for a wrong, spent, expired or other account's ticket.
   */
  async redeem(uid: string, ticket: string, now: number): Promise<boolean> {
    if (!ticketPattern.test(ticket)) return false;
    try {
      await db()
        .entities.signInTicket.delete({ ticketHash: hash(ticket) })
        .where(
          (a, { eq, gte }) => `${eq(a.uid, uid)} AND ${gte(a.expiresAt, Math.floor(now / 1000))}`,
        )
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};
