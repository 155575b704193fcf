import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SessionContext, type SessionApi } from '../lib/auth/session-context';
import { preloadPage } from './pages';
import { AppRoutes } from './router';

/** The session of a first visit: nobody signed in (a returning user's header fills in later). */
const signedOut: SessionApi = {
  session: { status: 'signedOut' },
  signIn: () => Promise.reject(new Error('prerendering')),
  signInWithTicket: () => Promise.reject(new Error('prerendering')),
  signOut: () => Promise.resolve({ droppedForms: 0 }),
  refresh: () => Promise.resolve(),
  renew: () => Promise.resolve(),
};

/**
 * Build time only (web/vite.config.ts): the markup a signed-out visitor's first render of
 * `path` produces, before any data (lists show their loading state). The page's HTML carries it
 * so the page paints as soon as the HTML arrives (its CSS is in it); React then hydrates it
 * (main.tsx). It must hold no style attribute: the CSP allows only the build's own `<style>`,
 * by hash, and no style attribute (React may set styles after its first render: it does so
 * through the DOM, which the CSP allows).
 */
export async function prerender(path: string): Promise<string> {
  await preloadPage(path);
  // The same tree as main.tsx and app.tsx render, so the browser can hydrate it.
  const markup = renderToString(
    <StrictMode>
      <SessionContext.Provider value={signedOut}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </SessionContext.Provider>
    </StrictMode>,
  );
  if (markup.includes(' style="')) throw new Error(`${path} renders a style attribute (CSP)`);
  return markup;
}
