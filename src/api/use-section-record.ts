/** A saved consultation section for one appointment (or the patient's latest history), read for display. */
import useSWR, { type SWRResponse } from 'swr';
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

export const SECTION_SOURCES: readonly SectionSource[] = [
  { title: 'Case History', formId: 'case-history', emptyText: 'No Case History Found.', path: (a) => `/tests/api/case-history/${a}/` },
  {
    title: 'Oculo-Medical History',
    formId: 'oculo-medical-history',
    emptyText: 'No Oculo-Medical History found.',
    path: (_a, p) => `/tests/api/patient-history/latest/?patient=${p}`,
    latestOfPatient: true,
  },
  { title: 'Visual Acuity', formId: 'visual-acuity', emptyText: 'No visual acuity data found.', path: (a) => `/tests/api/visual-acuity/${a}/` },
  {
    title: 'Externals',
    formId: 'externals',
    emptyText: 'No external observations found.',
    path: (a) => `/tests/api/external-observations/${a}/`,
    isEmpty: emptyList,
    listIsOneRecord: true,
  },
  {
    title: 'Internals',
    formId: 'internals',
    emptyText: 'No internal observations found.',
    path: (a) => `/tests/api/internal-observations/${a}/`,
    isEmpty: emptyList,
    listIsOneRecord: true,
  },
  { title: 'Refraction', formId: 'refraction', emptyText: 'No refraction data found.', path: (a) => `/tests/api/refraction/${a}/` },
  { title: 'Extra Test', formId: 'extra-test', emptyText: 'No extra tests found.', path: (a) => `/tests/extra-tests/${a}/` },
  { title: 'Diagnosis', formId: 'diagnosis', emptyText: 'No diagnosis found.', path: (a) => `/diagnosis/${a}/view/`, isEmpty: unsaved },
  { title: 'Management', formId: 'management', emptyText: 'No management plan found.', path: (a) => `/management/${a}/` },
];
