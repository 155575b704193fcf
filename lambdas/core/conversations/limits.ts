/** A message's longest body (plain text). Zod-free, so the SPA's form reads it cheaply. */
export const MESSAGE_MAX = 1000;
/** How much of a message a list preview and an e-mail notice quote. */
export const PREVIEW_LENGTH = 120;
/** What the API answers for a message over MESSAGE_MAX; the form says the same as you type. */
export const messageTooLong = `A message should be ${MESSAGE_MAX} characters or fewer`;
