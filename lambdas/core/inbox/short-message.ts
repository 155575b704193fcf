/**
 * The note a parent sends with a contact or an offer: plain text, bounded so it reads on a
 * small screen and in a text message. No zod here: the SPA checks it as the user types.
 */
export const SHORT_MESSAGE_MAX = 500;
export const shortMessageTooLong = `The message should be ${SHORT_MESSAGE_MAX} characters or fewer`;

/** The message to show under the field, or undefined while the text fits. */
export const shortMessageError = (text: string) =>
  text.trim().length > SHORT_MESSAGE_MAX ? shortMessageTooLong : undefined;
