import { approveDocument, rejectDocument } from '../../../core/moderation/document-reviews.js';
import { env } from '../../../ports/env.js';
import { outboxMail } from '../../../core/mail-outbox/outbox.js';
import { outboxText } from '../../../core/mail-outbox/text-outbox.js';
import { httpHandler } from '../../http-handler.js';
import { adminReportsRoutes as routes } from '../../routes/admin-reports.js';

export const handler = httpHandler(routes.reviewDocument, ({ actor: admin, params, body }) => {
  const now = Date.now();
  if (body.decision === 'approve') return approveDocument(admin, params.uid, params.kind, now);
  const ports = { sendMail: outboxMail, sendText: outboxText, appUrl: env('mail').APP_URL };
  return rejectDocument(ports, admin, params.uid, params.kind, body.reason ?? '', now);
});
