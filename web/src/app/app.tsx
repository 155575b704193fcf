import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '../lib/auth/session-provider';
import { AppRoutes } from './router';

export function App() {
  // A prerendered landing page (main.tsx) stays inert until React has adopted it.
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return (
    <SessionProvider>
      {/*
        No transitions: on a slow link a transition keeps the old page on screen, silent, until
        the next page's chunk arrives; without them the loading state shows at once. It also
        keeps a navigation and a sign-out made together in one render, so a guard never sees
        the signed-out session on the page being left.
      */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </SessionProvider>
  );
}
