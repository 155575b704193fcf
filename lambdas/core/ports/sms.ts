export interface TextMessage {
  /** E.164, e.g. +260971234567. */
  to: string;
  body: string;
}

/** Sends one transactional text (a code or a notice the person asked for). */
export type SendText = (text: TextMessage) => Promise<void>;
