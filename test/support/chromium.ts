/**
 * The browser the tests and the bench drive: Debian's chromium, or the one CHROMIUM_PATH names
 * (the same setting scripts/preflight.mjs checks before `npm test`). Never a downloaded browser.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
