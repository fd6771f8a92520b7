/** A saved consultation section for one appointment (or the patient's latest history), read for display. */
import useSWR, { type SWRResponse } from 'swr';
import { sectionTitle } from '../lib/consultation-sections';
import { ApiError, getJson } from './http-client';

/** GET `path`; a 404 (nothing saved yet) answers null instead of failing. */
async function readRecord(path: string): Promise<unknown> {
  try {
    return await getJson<unknown>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The record at `path`: its body, null when none was saved, or an error; no call without a path. */
export function useSectionRecord(path: string | null): SWRResponse<unknown> {
  return useSWR<unknown>(path, readRecord, { shouldRetryOnError: false });
}

/** Where each consultation section of an appointment is read (consultation §7), with the form that shows it. */
export interface SectionSource {
  /** The consultation's name of the section (src/lib/consultation-sections.ts). */
  title: string;
  formId: string;
  /** Shown when nothing was saved (platform §8). */
  emptyText: string;
  path: (appointmentId: number, patientId: number) => string;
  /** An answer that says nothing was saved (besides a 404): an empty observation list, a diagnosis view without id. */
  isEmpty?: (body: unknown) => boolean;
  /** The answer is one record although it is a list: the items of the latest observations, read as one form. */
  listIsOneRecord?: boolean;
  /**
   * The answer is the patient's latest record, whatever the appointment (the Oculo-Medical History): an editing
   * form starts from the adapter's reading of it with `latestFor` (src/api/adapters/types.ts).
   */
  latestOfPatient?: boolean;
}

const emptyList = (body: unknown): boolean => Array.isArray(body) && body.length === 0;
const unsaved = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { id?: unknown }).id === null;

const SOURCES: readonly Omit<SectionSource, 'title'>[] = [
  { formId: 'case-history', emptyText: 'No Case History Found.', path: (a) => `/tests/api/case-history/${a}/` },
  {
    formId: 'oculo-medical-history',
    emptyText: 'No Oculo-Medical History found.',
    path: (_a, p) => `/tests/api/patient-history/latest/?patient=${p}`,
    latestOfPatient: true,
  },
  { formId: 'visual-acuity', emptyText: 'No visual acuity data found.', path: (a) => `/tests/api/visual-acuity/${a}/` },
  {
    formId: 'externals',
    emptyText: 'No external observations found.',
    path: (a) => `/tests/api/external-observations/${a}/`,
    isEmpty: emptyList,
    listIsOneRecord: true,
  },
  {
    formId: 'internals',
    emptyText: 'No internal observations found.',
    path: (a) => `/tests/api/internal-observations/${a}/`,
    isEmpty: emptyList,
    listIsOneRecord: true,
  },
  { formId: 'refraction', emptyText: 'No refraction data found.', path: (a) => `/tests/api/refraction/${a}/` },
  { formId: 'extra-test', emptyText: 'No extra tests found.', path: (a) => `/tests/extra-tests/${a}/` },
  { formId: 'diagnosis', emptyText: 'No diagnosis found.', path: (a) => `/diagnosis/${a}/view/`, isEmpty: unsaved },
  { formId: 'management', emptyText: 'No management plan found.', path: (a) => `/management/${a}/` },
];

/** The sections in the consultation's order, titled as the consultation titles them. */
export const SECTION_SOURCES: readonly SectionSource[] = SOURCES.map((source) => ({ ...source, title: sectionTitle(source.formId) }));

