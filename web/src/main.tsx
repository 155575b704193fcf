import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureReferral } from './lib/referral';
import { startRumAfterLoad } from './lib/rum';
import './ui/styles.css';

captureReferral();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startRumAfterLoad();
