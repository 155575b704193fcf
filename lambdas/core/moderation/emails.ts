import type { Mail } from '../../ports/mail.js';
import { escapeHtml as escape } from '../html.js';
import { APP_NAME } from '../reference/brand.js';
import type { ReviewedKind } from './document-review.entity.js';

export const documentNames: Record<ReviewedKind, string> = {
  police: 'police clearance',
  medical: 'medical clearance',
  certificate: 'certificate',
};

/** Tells a user why their document was not accepted, and how to send a new one. */
export function documentRejectedMail(
  to: string,
  kind: ReviewedKind,
  reason: string,
  uploadsUrl: string,
): Mail {
  const name = documentNames[kind];
  const lines = [
    `We checked the ${name} you uploaded and could not accept it.`,
    `The reason: ${reason}`,
    'You can upload a new file on your profile page; we will check it again.',
  ];
  const text = [...lines, '', `Upload a new file: ${uploadsUrl}`, '', APP_NAME].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escape(line)}</p>`),
    `<p><a href="${escape(uploadsUrl)}">Upload a new file</a></p>`,
    `<p style="color:#555">${escape(APP_NAME)}</p>`,
  ].join('\n');
  return { to, subject: `Your ${name} was not accepted`, text, html };
}
