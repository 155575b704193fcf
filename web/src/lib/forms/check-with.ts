/**
 * What a form's check module (see lazy-check.ts) imports before its schemas: zod set up for
 * our CSP (zod-setup.ts) before any schema is made, and `checkWith`.
 */
import type * as z from 'zod';
import { fieldErrorsOf } from './field-errors';
import type { Check } from './lazy-check';
import './zod-setup';

/** A body's first message per top-level field by `schema` (as forms show them), or null. */
export const checkWith =
  (schema: z.ZodType): Check =>
  (body) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? null : fieldErrorsOf(parsed.error);
  };
