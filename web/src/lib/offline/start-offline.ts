import { api } from '../api-client';
import { sendKeptForms } from './outbox';

/** The built worker (vite.config.ts: vite-plugin-pwa writes src/sw/service-worker.ts here). */
const WORKER_URL = '/service-worker.js';

/** The hashed files this page loaded before the worker controlled it (the first visit). */
const loadedAssets = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin === location.origin)
    .filter((name) => new URL(name).pathname.startsWith('/assets/'));

async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  await navigator.serviceWorker.register(WORKER_URL);
  const ready = await navigator.serviceWorker.ready;
  // Handed to the worker so the next visit finds them on the device.
  ready.active?.postMessage({ type: 'CACHE_ASSETS', urls: loadedAssets() });
}

/**
 * Offline support, started once the first page has settled (main.tsx), so none of it is in
 * the first page's JavaScript: the service worker (src/sw) and the forms kept offline, sent
 * now and whenever the network comes back.
 */
export function startOffline(): void {
  registerWorker().catch(() => undefined); // no worker: the app works as before, online only
  const send = () => void sendKeptForms(api).catch(() => undefined);
  window.addEventListener('online', send);
  send();
}
