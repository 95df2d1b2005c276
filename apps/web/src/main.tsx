import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
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

// Service worker at /sw.js; a new version announces itself with a reload prompt.
// The service worker (and its workbox helper) load after the page, outside the first load.
void import('@/features/install/register-service-worker').then((m) => m.registerServiceWorker());
