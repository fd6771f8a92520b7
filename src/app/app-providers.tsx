import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/swr-config';
// The module itself, not the engine's index: that would pull @rjsf into every page.
import { FormRegistryProvider } from '../engine/form-registry';
import { ToastProvider } from '../ui/toast-provider';
import { eyeCareRegistry } from './eye-care-registry';

/** Providers every screen relies on: SWR (fetcher, eviction), toasts, and the widget registry of the forms. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <ToastProvider>
        <FormRegistryProvider registry={eyeCareRegistry}>{children}</FormRegistryProvider>
      </ToastProvider>
    </SWRConfig>
  );
}
