import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/pages';
import { initialLocale, setLocale } from './i18n/i18n';
import { mightBeSignedIn } from './lib/auth/session-hint';
import { captureReferral } from './lib/referral';
import { startRumAfterLoad } from './lib/rum';
import { whenSettled } from './lib/when-settled';
import './ui/styles.css';

captureReferral();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The landing pages' HTML holds their first render for a signed-out visitor (see
 * web/vite.config.ts and app/prerender.tsx), inert until React takes it over. Such a file
 * served for another address holds the wrong page, so that goes at once.
 */
const here = window.location.pathname.replace(/\/+$/, '') || '/';
const prerendered = root.dataset.prerendered === here;
if (!prerendered) root.replaceChildren();
// The prerendered page is exactly what React renders first when nobody may be signed in, the
// address has no query (no filters chosen, no sign-in coming back) and the reader reads
// English, the language it was rendered in: React adopts it.
const locale = initialLocale();
const hydrate = prerendered && !window.location.search && !mightBeSignedIn() && locale === 'en';

const render = () => {
  root.removeAttribute('inert');
  // A transition, for the same reason.
  startTransition(() => createRoot(root).render(app));
};
const page = preloadPage(window.location.pathname);
// Another language: its shell catalogue arrives with the page chunk, before the first render.
const language = locale === 'en' ? Promise.resolve() : setLocale(locale).catch(() => undefined);
if (hydrate) {
  // At once: the app listens from now on, and a page chunk still on its way only keeps the page
  // part as it is (server markup) until it arrives. The React here is Preact's
  // (web/preact-alias.ts), which hydrates in one short task; the transition is kept so the
  // code stays right on React DOM too, where it lets hydration yield to the browser. App
  // removes `inert` once hydrated.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else if (prerendered) {
  // Rendered over: wait for the page's (preloaded) chunk, so the first render is the page
  // itself, not the loading state, then replace the prerendered copy.
  void Promise.all([page, language]).then(render);
} else {
  void language.then(render);
}
startRumAfterLoad();
// Offline support (the service worker, forms kept offline) comes after the first page.
whenSettled(() => {
  import('./lib/offline/start-offline').then(
    ({ startOffline }) => startOffline(),
    () => undefined,
  );
});
