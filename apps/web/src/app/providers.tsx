import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { AuthDialogProvider } from '@/features/auth/components/auth-dialog-provider';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider, useTheme } from '@/lib/theme';

// Toasts only follow an action, so the toast library loads just after the first render instead of
// with it (docs/performance.md).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function ThemedToaster() {
  const { theme } = useTheme();
  // Bottom right: at the top they covered the navigation (phones put them at the bottom too,
  // above the tab bar).
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        position="bottom-right"
        richColors
        closeButton
        mobileOffset={{ bottom: 'calc(64px + env(safe-area-inset-bottom))' }}
      />
    </Suspense>
  );
}

export function AppProviders({
  children,
  client,
}: {
  children: ReactNode;
  /** Given by the server render and by a hydrating client (docs/decisions/039). */
  client?: QueryClient;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthDialogProvider>{children}</AuthDialogProvider>
        <ThemedToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
