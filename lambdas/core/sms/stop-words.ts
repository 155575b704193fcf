/**
 * Replies that stop every text: AWS End User Messaging's default opt-out keywords (which it
 * also honours itself on its side), plus STOPALL. Matched on the first word, in any case,
 * without punctuation, so "Stop." and "stop please" stop too.
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

const stopWords: ReadonlySet<string> = new Set(STOP_WORDS);

export function isStopReply(text: string): boolean {
  const first = text.trim().split(/\s+/)[0] ?? '';
  const word = first
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}-]/gu, '')
    .toUpperCase();
  return stopWords.has(word);
}
