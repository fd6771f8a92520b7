import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
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
 * A registry, or a function that loads it (a dynamic `import()`), so that its widgets and the form library stay out
 * of the JavaScript of pages without forms (the sign-in page).
 */
export type FormRegistrySource = FormRegistry | (() => Promise<FormRegistry>);

/** No registry: the engine's generic controls and templates only. */
export const NO_FORM_REGISTRY: FormRegistry = Object.freeze({});

/** A registry loaded once, on first need; a failed load is tried again by the next form that needs it. */
class RegistryLoader {
  registry: FormRegistry | undefined;
  private pending: Promise<FormRegistry> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly importer: () => Promise<FormRegistry>) {}

  load(): Promise<FormRegistry> {
    this.pending ??= this.importer().then(
      (registry) => {
        this.registry = registry;
        for (const listener of [...this.listeners]) listener();
        return registry;
      },
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }

  /** For `useSyncExternalStore`: told once the registry is there; starts loading it. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    this.load().catch(() => undefined);
    return () => {
      this.listeners.delete(listener);
    };
  };

  current = () => this.registry;
}

const FormRegistryContext = createContext<FormRegistry | RegistryLoader>(NO_FORM_REGISTRY);
const noSubscription = () => () => undefined;

/**
 * Gives every `<SchemaForm>` below it this registry (provided once by the app, `src/app/app-providers.tsx`). A
 * loader starts once the provider has painted; a form that renders before it is done shows once it is.
 * Keep `registry` the same object across renders: the engine builds its theme once per registry.
 */
export function FormRegistryProvider({ registry, children }: { registry: FormRegistrySource; children: ReactNode }) {
  const [value] = useState(() => (typeof registry === 'function' ? new RegistryLoader(registry) : registry));
  useEffect(() => {
    if (value instanceof RegistryLoader) value.load().catch(() => undefined);
  }, [value]);
  return <FormRegistryContext.Provider value={value}>{children}</FormRegistryContext.Provider>;
}

/**
 * The registry a form renders with: the one it was given, else the nearest `FormRegistryProvider`'s (undefined while
 * that one still loads), else none (the engine's generic controls).
 */
export function useFormRegistry(given?: FormRegistry): FormRegistry | undefined {
  const provided = useContext(FormRegistryContext);
  const loader = !given && provided instanceof RegistryLoader ? provided : undefined;
  const loaded = useSyncExternalStore(loader?.subscribe ?? noSubscription, loader?.current ?? (() => undefined));
  if (given) return given;
  return loader ? loaded : (provided as FormRegistry);
}
