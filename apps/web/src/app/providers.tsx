import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthDialogProvider } from '@/features/auth/components/auth-dialog-provider';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider, useTheme } from '@/lib/theme';

function ThemedToaster() {
  const { theme } = useTheme();
  // Bottom right: at the top they covered the navigation (phones put them at the bottom too).
  return <Toaster theme={theme} position="bottom-right" richColors closeButton />;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthDialogProvider>{children}</AuthDialogProvider>
        <ThemedToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
