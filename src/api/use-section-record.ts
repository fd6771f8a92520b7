/** A saved consultation section for one appointment (or the patient's latest history), read for display. */
import useSWR, { type SWRResponse } from 'swr';
import { SECTION_MANIFEST } from '../lib/consultation-sections';
import { readPath, type SectionEntry, type SectionManifest } from '../lib/section-manifest';
import { ApiError, getJson } from './http-client';

/** GET `path`; a 404 (nothing saved yet) answers null instead of failing. */
export async function readRecord(path: string): Promise<unknown> {
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

/** How a section of the manifest is read and shown when empty (its `read` and `emptyText`). */
export function sectionSource(entry: SectionEntry): SectionSource {
  const { read } = entry;
  const source: SectionSource = {
    title: entry.title,
    formId: entry.formId,
    emptyText: entry.emptyText,
    path: (appointment, patient) => readPath(entry, { appointment, patient }),
  };
  if (read.whenNone === 'empty-list') source.isEmpty = emptyList;
  if (read.whenNone === 'blank-record') source.isEmpty = unsaved;
  if (read.kind === 'items') source.listIsOneRecord = true;
  if (read.kind === 'patient-latest') source.latestOfPatient = true;
  return source;
}

/** The sections of a manifest in its order, as they are read. */
export const sectionSources = (manifest: SectionManifest): SectionSource[] => manifest.sections.map(sectionSource);

/** The sections in the consultation's order (schemas/consultation/sections.json), titled as the consultation titles them. */
export const SECTION_SOURCES: readonly SectionSource[] = sectionSources(SECTION_MANIFEST);
