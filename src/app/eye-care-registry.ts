import { authStore } from '../api/auth-store';
// The module itself, not the engine's index: that would pull @rjsf into every page.
import { FormRegistryLoader } from '../engine/form-registry';

/**
 * The eye-care widgets every form renders with (`FormRegistryProvider` in app-providers.tsx), loaded apart from the
 * first page's JavaScript: never by the sign-in page, from the first page of a signed-in user on
 * (`preloadFormsOfSignedInPages`).
 */
export const eyeCareRegistry = new FormRegistryLoader(() => import('../widgets/registry').then((module) => module.eyeCareRegistry));

/**
 * Route loader of the signed-in pages (routes.tsx): with a user, the registry starts loading with the navigation,
 * beside the page's own chunks, so that it is there before the page's forms and dialogs show (a form shown before
 * it is says 'Loading...' until it is). The page does not wait for it. Without a user (on the way to /login) nothing
 * is fetched.
 */
export function preloadFormsOfSignedInPages(): null {
  if (authStore.getState().user) eyeCareRegistry.load().catch(() => undefined);
  return null;
}
