/**
 * The consultation's section manifest (schemas/consultation/sections.json, its shape in
 * schemas/meta/consultation-sections.json): each section's form, names, flow step, REST paths and texts. The types
 * and the readings of it shared by the browser, the server and the tests; the browser's copy is
 * src/lib/consultation-sections.ts, the server reads the file of its schemas folder (server/services/section-manifest.ts).
 */

export type SectionStep = 'consultation' | 'diagnosis' | 'management';

/** Where a section is saved: the path under /api, and which ids travel where. */
export interface SectionSave {
  method: 'POST';
  /** `{id}` or `{appointment}` for the appointment when it travels in the URL. */
  path: string;
  appointment: 'body' | 'url';
  /** The context keys the body carries besides the form's fields. */
  bodyKeys: ('appointment' | 'patient')[];
}

/**
 * What a read answers: `record` the appointment's latest record; `list` every record of the appointment; `items`
 * the latest record's items as a list; `patient-latest` the patient's latest record, whatever the appointment.
 */
export type SectionReadKind = 'record' | 'list' | 'items' | 'patient-latest';

export interface SectionRead {
  /** The path under /api; `{patient}` (in the query) for the patient's id. */
  path: string;
  kind: SectionReadKind;
  /** What the read answers when nothing was saved: 404, an empty list, or a record whose id is null. */
  whenNone: 'not-found' | 'empty-list' | 'blank-record';
}

export interface SectionEntry {
  formId: string;
  title: string;
  /** The tab title in a past appointment's View More dialog. */
  recordTab: string;
  step: SectionStep;
  /** The consultation tab's id where it is not the form id. */
  tabId?: string;
  save: SectionSave;
  read: SectionRead;
  emptyText: string;
  failure: { text: string; kind: 'toast' | 'dialog' };
}

export interface SectionManifest {
  sections: SectionEntry[];
}

/** The ids a path template names. */
export interface PathIds {
  appointment: number;
  patient?: number;
}

/** A path template with its ids filled in: `{id}` and `{appointment}` the appointment, `{patient}` the patient. */
export function fillPath(template: string, ids: PathIds): string {
  return template.replace(/\{(id|appointment|patient)\}/g, (_match, name: string) =>
    String(name === 'patient' ? (ids.patient ?? '') : ids.appointment),
  );
}

/** The save path of a section for an appointment. */
export const savePath = (entry: SectionEntry, ids: PathIds): string => fillPath(entry.save.path, ids);

/** The read path of a section for an appointment (and its patient, for a patient's latest). */
export const readPath = (entry: SectionEntry, ids: PathIds): string => fillPath(entry.read.path, ids);

/** The consultation tab id of a section (`extra-test` is the tab `extra-tests`). */
export const tabIdOf = (entry: SectionEntry): string => entry.tabId ?? entry.formId;

/** The path param (`id` or `appointment`) a template names the appointment by; null when it names none. */
export function appointmentParam(template: string): 'id' | 'appointment' | null {
  const match = /\{(id|appointment)\}/.exec(template);
  return match ? (match[1] as 'id' | 'appointment') : null;
}

/** The section of a form id in `manifest`, if any. */
export function sectionOf(manifest: SectionManifest, formId: string): SectionEntry | undefined {
  return manifest.sections.find((entry) => entry.formId === formId);
}

/** The form ids of the sections that are steps of their own (diagnosis, management), as a completion needs them. */
export function stepFormIds(manifest: SectionManifest): Record<'diagnosis' | 'management', string> {
  const of = (step: SectionStep) => {
    const entry = manifest.sections.find((section) => section.step === step);
    if (!entry) throw new Error(`The section manifest has no ${step} step`);
    return entry.formId;
  };
  return { diagnosis: of('diagnosis'), management: of('management') };
}

/** A manifest path as a server route under /api: `{id}` → `:id`, the query left out (`?patient={patient}`). */
export function apiRoute(template: string): string {
  return `/api${template.replace(/\?.*$/, '').replace(/\{(\w+)\}/g, ':$1')}`;
}

/** Whether `method path` (a server route pattern) is a section's save (`POST`) or read (`GET`) route; null when neither. */
export function sectionRouteMethod(manifest: SectionManifest, method: string, path: string): 'POST' | 'GET' | null {
  const upper = method.toUpperCase();
  for (const entry of manifest.sections) {
    if (upper === entry.save.method && apiRoute(entry.save.path) === path) return 'POST';
    if (upper === 'GET' && apiRoute(entry.read.path) === path) return 'GET';
  }
  return null;
}
