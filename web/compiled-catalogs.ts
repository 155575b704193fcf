import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A message catalogue: web/src/<…>/<namespace>/locales/<locale>.json. */
export const catalogFile = /[\\/]locales[\\/][a-z]{2,3}\.json$/;

/**
 * Compiles the ICU messages of every catalogue at build time (Lingui's compiled form), so the
 * SPA ships without a message parser: Lingui's runtime only fills compiled messages in.
 * Vite's JSON plugin then turns the compiled catalogue into a module as usual.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!catalogFile.test(id.split('?')[0] ?? '')) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
