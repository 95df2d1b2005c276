import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { registerSW } from 'virtual:pwa-register';
import 'sonner/dist/styles.css';
import '@/styles.css';
import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// Service worker at /sw.js (product-spec §2); updates apply on the next load (autoUpdate).
if ('serviceWorker' in navigator) registerSW({ immediate: true });
