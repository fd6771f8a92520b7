import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { FormRegistryProvider } from '../../../src/engine/form-registry';
import { eyeCareRegistry } from '../../../src/widgets/registry';

/** The eye-care widget registry for the forms inside, as the app provides it (`src/app/app-providers.tsx`). */
export function EyeCareForms({ children }: { children: ReactNode }) {
  return <FormRegistryProvider registry={eyeCareRegistry}>{children}</FormRegistryProvider>;
}

/** Testing Library's `render`, the forms inside rendering with the eye-care registry (also after `rerender`). */
export function renderWithEyeCare(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { ...options, wrapper: EyeCareForms });
}
