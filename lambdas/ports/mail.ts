import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { SendMail } from '../core/ports/mail.js';
import { sesClient } from './clients/ses.js';
import { env } from './env.js';

/**
 * Sends one e-mail through SES v2 (aws-ses-v2-local on one machine), right now. Only the mail
 * outbox calls this (lambdas/core/mail-outbox/outbox.ts): the app sends through the outbox
 * (`outboxMail`, `writeThenSendMail`), so an e-mail survives SES being down.
 */
export const sendMail: SendMail = async (mail) => {
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: env('mail').MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            Html: { Data: mail.html, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
};
