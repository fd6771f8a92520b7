/** The consultation sections a bench saves, from the section manifest (schemas/consultation/sections.json). */
import { SECTION_MANIFEST } from '../../src/lib/consultation-sections';
import { apiRoute, savePath, type SectionEntry, type SectionStep } from '../../src/lib/section-manifest';

export interface BenchSection {
  formId: string;
  /** The save URL (under /api) for an appointment. */
  path: (appointment: number) => string;
  /** The save route's pattern (`/api/management/:id/`), as the permission table looks it up. */
  route: string;
  /** Which context keys the payload carries (refraction: the path names the appointment). */
  keys: { appointment: boolean; patient: boolean };
}

function benchSection(entry: SectionEntry): BenchSection {
  return {
    formId: entry.formId,
    path: (appointment) => `/api${savePath(entry, { appointment })}`,
    route: apiRoute(entry.save.path),
    keys: { appointment: entry.save.bodyKeys.includes('appointment'), patient: entry.save.bodyKeys.includes('patient') },
  };
}

/** The sections saved as one JSON record each (not the extra tests' list of uploads), of the given steps, in order. */
export function savedSections(steps: readonly SectionStep[] = ['consultation', 'diagnosis', 'management']): BenchSection[] {
  return SECTION_MANIFEST.sections.filter((entry) => entry.read.kind !== 'list' && steps.includes(entry.step)).map(benchSection);
}
