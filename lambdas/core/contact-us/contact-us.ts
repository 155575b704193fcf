import { randomUUID } from 'node:crypto';
import type { Mail } from '../ports/mail.js';
import { logger } from '../ports/provided.js';
import { db } from '../db/service.js';
import { escapeHtml } from '../html.js';
import type { ContactInput } from './schemas.js';

export const contactReceived = 'Thank you. We received your message and will reply by e-mail.';

/**
 * The message is stored before it is mailed, so an acknowledged message is never lost; a mail
 * failure is logged and leaves mailed=false for a later resend instead of failing the user.
 */
export async function sendContactMessage(
  ports: { sendMail: (mail: Mail) => Promise<void>; inbox: string; now: () => number },
  input: ContactInput,
) {
  const posted = ports.now();
  const messageId = randomUUID();
  const day = new Date(posted).toISOString().slice(0, 10);
  await db()
    .entities.contactMessage.create({ ...input, messageId, day, posted })
    .go();
  try {
    await ports.sendMail({
      to: ports.inbox,
      replyTo: input.email,
      subject: `Contact us: ${input.subject}`,
      text: `From ${input.name} <${input.email}>\n\n${input.message}`,
      html: `<p>From ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;</p><pre>${escapeHtml(input.message)}</pre>`,
    });
    await db().entities.contactMessage.patch({ day, posted, messageId }).set({ mailed: true }).go();
  } catch (error) {
    logger.error('Contact mail not sent', {
      where: 'contact mail',
      messageId,
      error: error as Error,
    });
  }
  return { message: contactReceived };
}
