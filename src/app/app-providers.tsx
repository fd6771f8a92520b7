import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/swr-config';
import { ToastProvider } from '../ui/toast-provider';

/** Providers every screen relies on: SWR (fetcher, eviction) and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <ToastProvider>{children}</ToastProvider>
    </SWRConfig>
  );
}
