/** The consultation sections a bench saves, from the section manifest (schemas/consultation/sections.json). */
import { sectionAdapter, type AdapterContext } from '../../src/api/adapters/index';
import { loadFormFiles } from '../../src/engine/build/load-form-files';
import { SECTION_MANIFEST } from '../../src/lib/consultation-sections';
import { apiRoute, readPath, savePath, type SectionEntry, type SectionStep } from '../../src/lib/section-manifest';

export interface BenchSection {
  formId: string;
  /** The save URL (under /api) for an appointment. */
  path: (appointment: number) => string;
  /** The read URL (under /api) of a record of an appointment. */
  readPath: (appointment: number) => string;
  /** The save route's pattern (`/api/management/:id/`), as the permission table looks it up. */
  route: string;
  /** The save body of form data, as the client builds it (the wire transform with the manifest's context keys). */
  payload: (formData: unknown, context: AdapterContext) => unknown;
}

function benchSection(entry: SectionEntry): BenchSection {
  let adapter: ReturnType<typeof sectionAdapter> | undefined;
  return {
    formId: entry.formId,
    path: (appointment) => `/api${savePath(entry, { appointment })}`,
    readPath: (appointment) => `/api${readPath(entry, { appointment })}`,
    route: apiRoute(entry.save.path),
    payload(formData, context) {
      adapter ??= sectionAdapter(entry.formId, loadFormFiles(entry.formId).schema);
      return adapter.toPayload(formData as Record<string, unknown>, context);
    },
  };
}

/** The sections saved as one JSON record each (not the extra tests' list of uploads), of the given steps, in order. */
export function savedSections(steps: readonly SectionStep[] = ['consultation', 'diagnosis', 'management']): BenchSection[] {
  return SECTION_MANIFEST.sections.filter((entry) => entry.read.kind !== 'list' && steps.includes(entry.step)).map(benchSection);
}
