/**
 * Replies that stop every text: AWS End User Messaging's default opt-out keywords, plus
 * STOPALL. Matched on the first word, in any case, without punctuation, so "Stop." and
 * "stop please" stop too.
 */
export const STOP_WORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'OPT-OUT',
  'REMOVE',
  'ARRET',
  'TD',
] as const;

/** Replies that turn back on what a STOP reply turned off ("YES" is left out: it answers notices). */
export const START_WORDS = ['START', 'UNSTOP'] as const;

/** Replies that ask what these texts are. */
export const HELP_WORDS = ['HELP', 'AIDE'] as const;

export type ReplyKeyword = 'stop' | 'start' | 'help';

const keywords = new Map<string, ReplyKeyword>([
  ...STOP_WORDS.map((word) => [word, 'stop'] as const),
  ...START_WORDS.map((word) => [word, 'start'] as const),
  ...HELP_WORDS.map((word) => [word, 'help'] as const),
]);

/** The keyword a reply begins with, if any (anything else is not a command: it is ignored). */
export function replyKeyword(text: string): ReplyKeyword | undefined {
  const first = text.trim().split(/\s+/)[0] ?? '';
  const word = first
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}-]/gu, '')
    .toUpperCase();
  return keywords.get(word);
}

export const isStopReply = (text: string): boolean => replyKeyword(text) === 'stop';
