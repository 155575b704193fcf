import type { z } from 'zod';
import { invalid } from '../core/errors.js';
import type { HttpEvent } from './http-handler.js';
import type { RouteDef } from './route.js';

/** Turns zod issues into one readable sentence plus a message per field for forms. */
export function describeIssues(error: z.ZodError): {
  message: string;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key =
      issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.') || 'body';
    const text =
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${key}`
        : issue.path.length === 0 && issue.code === 'invalid_type'
          ? 'The request body must be a JSON object'
          : issue.message;
    fields[key] ??= text;
  }
  return { message: Object.values(fields)[0] ?? 'Invalid request', fields };
}

function check<S extends z.ZodType | undefined>(schema: S, value: unknown, emptyMessage: string) {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
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

export function parseInput(route: RouteDef, event: HttpEvent) {
  const body = route.body ? readBody(event) : undefined;
  return {
    body: check(route.body, body, 'A JSON request body is required'),
    query: check(route.query, event.queryStringParameters ?? {}, 'Invalid query'),
    params: check(route.params, event.pathParameters ?? {}, 'Invalid path'),
  };
}
