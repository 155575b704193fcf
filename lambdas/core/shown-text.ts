import * as z from 'zod';

/**
 * One line of text that other people see: a name (a person's, an institution's, a contact's),
 * a title, a file name, a salary line. What can disguise such a line is refused: bidi controls
 * (a right-to-left override shows "fdp.exe" as "exe.pdf", Trojan-Source style), control
 * characters (NUL, bell, tab, DEL, C1), line breaks of any kind, invisible characters that hide
 * inside a word ("Ad\u200Bmin"), lone surrogates, and values that show nothing at all. Joiners
 * stay allowed inside visible text: emoji sequences and several scripts need them.
 *
 * The SPA's forms check with the same schemas, so they show the same message before sending.
 */
export const shownTextMessages = {
  unshowable:
    'Use ordinary text on one line: no line breaks, control, invisible or text-direction characters',
  invisible: 'Write something visible, not only spaces or invisible characters',
} as const;

/**
 * Cc: controls (C0 with NUL, tab, CR, LF; DEL; C1). Zl, Zp: line and paragraph separators.
 * Bidi_Control: embeddings, overrides, isolates and marks. Cs: a lone surrogate, not text.
 * U+200B, U+2060 to U+2064, U+FEFF, U+180E: spaces and operators of no width, never needed.
 */
const unshowable = /[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}\p{Cs}\u200B\u2060-\u2064\uFEFF\u180E]/u;

/**
 * What shows nothing on its own: white space, format characters (joiners, soft hyphen, tags),
 * combining marks with no letter to sit on, and the blank letters of Hangul and Braille.
 */
const blank = /^[\p{White_Space}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

const showable = z.refine<string>(
  (text: string) => !unshowable.test(text),
  shownTextMessages.unshowable,
);
const visible = z.refine<string>(
  (text: string) => text === '' || !blank.test(text),
  shownTextMessages.invisible,
);

/** The checks of one shown line, added to a string schema: `shownLine(z.string().max(80))`. */
export const shownLine = <S extends z.ZodType<string>>(schema: S): S =>
  schema.check(visible, showable);
