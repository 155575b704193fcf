import type { z } from 'zod';
import { invalid, words, type Message } from '../core/errors.js';
import type { HttpEvent } from './http-event.js';
import type { RouteDef } from './route.js';

/**
 * What a check without a message of its own says (zod's default texts are English only):
 * whole sentences, translated like every API message. A field's own message always wins.
 */
export const fallbackMessages = {
  required: 'This field is required',
  wrongType: 'This value has the wrong type',
  tooLong: 'This text is too long',
  tooShort: 'This text is too short',
  tooLarge: 'This value is too large',
  tooSmall: 'This value is too small',
  format: 'This value is not in the right format',
  choice: 'Choose one of the allowed values',
  other: 'This value is not valid',
} as const;

const fallbackMessage: z.core.$ZodErrorMap = (issue) => {
  const m = fallbackMessages;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? m.required : m.wrongType;
    case 'too_big':
      return issue.origin === 'string' ? m.tooLong : m.tooLarge;
    case 'too_small':
      return issue.origin === 'string' ? m.tooShort : m.tooSmall;
    case 'invalid_format':
      return m.format;
    case 'invalid_value':
      return m.choice;
    default:
      return m.other;
  }
};

/** Turns zod issues into one readable sentence plus a message per field for forms. */
export function describeIssues(error: z.ZodError): {
  message: Message;
  fields: Record<string, Message>;
} {
  const fields: Record<string, Message> = {};
  for (const issue of error.issues) {
    const key =
      issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.') || 'body';
    const text =
      issue.code === 'unrecognized_keys'
        ? words('Unknown field: {field}', { field: key })
        : issue.path.length === 0 && issue.code === 'invalid_type'
          ? 'The request body must be a JSON object'
          : issue.message;
    fields[key] ??= text;
  }
  return { message: Object.values(fields)[0] ?? 'Invalid request', fields };
}

function check<S extends z.ZodType | undefined>(schema: S, value: unknown, emptyMessage: Message) {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value, { error: fallbackMessage });
  if (parsed.success) return parsed.data;
  if (value === undefined) throw invalid(emptyMessage);
  const { message, fields } = describeIssues(parsed.error);
  throw invalid(message, fields);
}

function readBody(event: HttpEvent): unknown {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded
    ? Buffer.from(event.body, 'base64').toString('utf8')
    : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('The request body is not valid JSON');
  }
}

/** The path first (it names what the request is about), then the query, then the body. */
export function parseInput(route: RouteDef, event: HttpEvent) {
  const params = check(route.params, event.pathParameters ?? {}, 'Invalid path');
  const query = check(route.query, event.queryStringParameters ?? {}, 'Invalid query');
  const body = route.body ? readBody(event) : undefined;
  return { body: check(route.body, body, 'A JSON request body is required'), query, params };
}
