// zod set up for our CSP before a route's schema parses a body.
import './zod-setup';
import type * as z from 'zod';
import { ApiError } from '../api-error';
import { fieldErrorsOf } from './field-errors';

/**
 * A form's body (use-typed-form.ts hands it on untyped) as the route's own body schema takes it:
 * the form checked it with the same schema before sending, so this only names its type. A body
 * the schema refuses is refused here, field by field, as the API would refuse it.
 */
export function formBodyOf<S extends z.ZodType>(schema: S, body: unknown): z.input<S> {
  if (isBodyOf(schema, body)) return body;
  const parsed = schema.safeParse(body);
  const fields = parsed.success ? {} : fieldErrorsOf(parsed.error);
  throw new ApiError(
    400,
    'invalid-argument',
    Object.values(fields)[0] ?? 'Invalid request',
    fields,
  );
}

const isBodyOf = <S extends z.ZodType>(schema: S, body: unknown): body is z.input<S> =>
  schema.safeParse(body).success;
