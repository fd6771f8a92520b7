import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';

/**
 * What the app hands the engine to render its forms with, as JSON Forms passes its renderers in: widgets and fields
 * by the names ui.json uses (`"ui:widget"`, `"ui:field"`), and templates. The engine brings only generic controls
 * and templates; everything of a domain (the app's own widgets) comes from here.
 */
export interface FormRegistry {
  /** Widgets by name; a name equal to a base one (`TextWidget`, `SelectWidget`, …) replaces it. */
  widgets?: RegistryWidgetsType;
  /** Fields (objects and lists that render several controls) for editing. */
  fields?: RegistryFieldsType;
  /** The same fields' read-only summaries (past records), in place of `fields` in read-only mode. */
  readOnlyFields?: RegistryFieldsType;
  /** Templates that replace or add to the engine's, in both modes (RJSF template names, or names ui.json uses). */
  templates?: Partial<TemplatesType>;
  /** Templates for read-only mode only; they win over the engine's and over `templates`. */
  readOnlyTemplates?: Partial<TemplatesType>;
}

/**
 * A registry, or a loader of it (`FormRegistryLoader`), so that its widgets and the form library stay out of the
 * JavaScript of pages without forms (the sign-in page).
 */
export type FormRegistrySource = FormRegistry | FormRegistryLoader;

/** No registry: the engine's generic controls and templates only. */
export const NO_FORM_REGISTRY: FormRegistry = Object.freeze({});

/**
 * A registry loaded once: by `load()` (the app calls it before showing pages with forms) or when the first form
 * needs it. A failed load is tried again by the next `load()` or the next form that needs it.
 */
export class FormRegistryLoader {
  /** The registry once loaded; the error of the last load while it failed; undefined before and during a load. */
  private state: FormRegistry | Error | undefined;
  private pending: Promise<FormRegistry> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly importer: () => Promise<FormRegistry>) {}

  /** The registry, loading it if no load is under way or done. */
  load(): Promise<FormRegistry> {
    this.pending ??= this.importer().then(
      (registry) => {
        this.settle(registry);
        return registry;
      },
      (error: unknown) => {
        this.pending = undefined;
        this.settle(error instanceof Error ? error : new Error(String(error)));
        throw error;
      },
    );
    return this.pending;
  }

  private settle(state: FormRegistry | Error) {
    this.state = state;
    for (const listener of [...this.listeners]) listener();
  }

  /** For `useSyncExternalStore`: told once the registry is there (or its load failed); starts loading it. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    this.load().catch(() => undefined);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** For `useSyncExternalStore`: the registry, the error of the last failed load, or undefined before either. */
  current = () => this.state;
}

const FormRegistryContext = createContext<FormRegistry | FormRegistryLoader>(NO_FORM_REGISTRY);
const noSubscription = () => () => undefined;

/**
 * Gives every `<SchemaForm>` below it this registry (provided once by the app, `src/app/app-providers.tsx`). The
 * provider never starts a loader, so that pages without forms (the sign-in page) do not fetch it: the app starts it
 * with pages that have forms (`src/app/eye-care-registry.ts`), and a form rendered before it is there starts it
 * and shows 'Loading...' until it is. Keep `registry` the same object across renders: the engine builds its theme
 * once per registry.
 */
export function FormRegistryProvider({ registry, children }: { registry: FormRegistrySource; children: ReactNode }) {
  return <FormRegistryContext.Provider value={registry}>{children}</FormRegistryContext.Provider>;
}

/**
 * The registry a form renders with: the one it was given, else the nearest `FormRegistryProvider`'s (undefined while
 * that one still loads, an Error when its load failed), else none (the engine's generic controls).
 */
export function useFormRegistry(given?: FormRegistry): FormRegistry | Error | undefined {
  const provided = useContext(FormRegistryContext);
  const loader = !given && provided instanceof FormRegistryLoader ? provided : undefined;
  const loaded = useSyncExternalStore(loader?.subscribe ?? noSubscription, loader?.current ?? (() => undefined));
  if (given) return given;
  return loader ? loaded : (provided as FormRegistry);
}
