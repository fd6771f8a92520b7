import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/swr-config';
// The module itself, not the engine's index: that would pull @rjsf into every page.
import { FormRegistryProvider } from '../engine/form-registry';
import { ToastProvider } from '../ui/toast-provider';

/** The eye-care widgets every form renders with, loaded apart from the first page's JavaScript. */
const loadEyeCareRegistry = () => import('../widgets/registry').then((module) => module.eyeCareRegistry);

/** Providers every screen relies on: SWR (fetcher, eviction), toasts, and the widget registry of the forms. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <ToastProvider>
        <FormRegistryProvider registry={loadEyeCareRegistry}>{children}</FormRegistryProvider>
      </ToastProvider>
    </SWRConfig>
  );
}
