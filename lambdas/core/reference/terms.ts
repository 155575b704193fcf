/**
 * The terms of use in force (their text: web/src/features/terms). A new version of the text
 * gets a higher `version` and its `date`: everyone signed in is then asked to accept it, and
 * each acceptance is kept on the user record (`termsVersion`, `termsAccepted`).
 */
export const currentTerms: { readonly version: number; readonly date: string } = {
  version: 1,
  /** The day this version took effect (YYYY-MM-DD). */
  date: '2026-11-27',
};
