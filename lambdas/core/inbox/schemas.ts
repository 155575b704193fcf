import * as z from 'zod';
import { SHORT_MESSAGE_MAX, shortMessageTooLong } from './short-message.js';

/** A required key (it may be empty), so a body of `{}` is refused like every other. */
export const shortMessage = z
  .string({ error: 'Write a message (it may be empty)' })
  .trim()
  .max(SHORT_MESSAGE_MAX, shortMessageTooLong);
