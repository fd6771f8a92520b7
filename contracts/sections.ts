/**
 * Contracts of the consultation's section routes (consultation §3, §7; docs/server.md "Section records"). Every
 * section of the manifest (schemas/consultation/sections.json) has a body contract and the contract of its save's
 * answer, and, by how it is read, the contract of its read answer: each carries its form's document (`x-form`), so
 * the OpenAPI document lists every property of the form as the server has it, and of its read view (`x-form-view`).
 * They are built from the manifest the server runs with (`sectionContracts`, registered at start by
 * server/plugins/contracts.ts). The two reads with code of their own (a list of extra tests, a diagnosis answered
 * before any is saved) have their contracts here.
 */
import type { SectionEntry } from '../src/lib/section-manifest';
import { INT, ref, X_FORM, X_FORM_VIEW } from './shapes';

const nullableText = { type: ['string', 'null'] } as const;

/** `average_marks` of a section read (server/features/grading/section-marks.ts). */
export const averageMarksProperty = {
  type: ['number', 'null'],
  description: 'The mean of the marks lecturers gave this section of the appointment, to 2 decimals; null when none.',
} as const;

const recordId = { type: 'integer', description: 'Record id (each save makes a new record).' } as const;
const savedAt = { type: 'string', description: 'ISO 8601 UTC time of the save.' } as const;
const savedByName = {
  type: 'string',
  description: 'Who saved this version, "First Last" (on reads; a save\'s answer leaves it out).',
} as const;

/** Any section's stored record as answered: its form's document, the record's id and save time (the client's type). */
export const SectionRecord = {
  $id: 'SectionRecord',
  type: 'object',
  description: 'The stored payload of a section, with the id and save time of this version of the record.',
  properties: { id: recordId, saved_at: savedAt, saved_by_name: savedByName },
  required: ['id', 'saved_at'],
  additionalProperties: true,
} as const;

/** A listed (or just saved) extra test: the spec's fields, each always present, plus the record's appointment and time. */
export const ExtraTest = {
  $id: 'ExtraTest',
  type: 'object',
  description:
    'An extra test as listed (consultation §3): `id, name, method, iop_od, iop_os, recorded_at, file, notes`, and ' +
    'the `appointment` and `saved_at` of the record, and on the list `saved_by_name`. A member the test does not have ' +
    'is null (`notes`: ""). Beside these, every other property of the extra-test form, as read.',
  [X_FORM]: 'extra-test',
  [X_FORM_VIEW]: 'record',
  properties: {
    id: { type: 'integer', description: 'The id of the test (each save adds one).' },
    name: { type: 'string', description: 'The test name.' },
    method: { type: ['string', 'null'], description: 'Tonometry method; null for other tests.' },
    iop_od: { type: ['number', 'null'], description: 'IOP of the right eye (mmHg); null for other tests.' },
    iop_os: { type: ['number', 'null'], description: 'IOP of the left eye (mmHg); null for other tests.' },
    recorded_at: { type: ['string', 'null'], description: 'When the pressures were taken (HH:MM[:SS] or an ISO date and time), if given.' },
    file: {
      type: ['string', 'null'],
      description:
        'The absolute URL of the file (`…/api/files/{publicId}/`), read with the same Bearer token as any call; null without a file.',
    },
    notes: { type: 'string', description: 'Notes ("" when none).' },
    appointment: { type: 'integer', description: 'The appointment (the one of the path).' },
    saved_at: savedAt,
    saved_by_name: { type: 'string', description: 'Who saved the test, "First Last" (on the list; the answer to a save leaves it out).' },
    average_marks: {
      ...averageMarksProperty,
      description:
        'The average marks of the extra tests section of the appointment, to 2 decimals, null when none (on the list, ' +
        'on every item and in the X-Average-Marks header; the answer to a save leaves it out).',
    },
  },
  required: ['id', 'name', 'method', 'iop_od', 'iop_os', 'recorded_at', 'file', 'notes', 'appointment', 'saved_at'],
  // Any other property of the form's schema, as stored (a property added to schemas/extra-test).
  additionalProperties: true,
} as const;

export const ExtraTests = {
  $id: 'ExtraTests',
  type: 'array',
  description: 'The extra tests of an appointment, oldest first; an empty list when there is none.',
  items: ref('ExtraTest'),
} as const;

/** The diagnosis of an appointment as read: the form's read view, and the whole code catalogue. */
export const DiagnosisView = {
  $id: 'DiagnosisView',
  type: 'object',
  description:
    'The current diagnosis with each chosen code expanded (`final_diagnoses_info`, each code `{id, diagnosis}`), and ' +
    'the whole diagnosis code catalogue. Before any diagnosis is saved: an empty differential_diagnosis, no ' +
    'final_diagnoses_info, id and saved_at null. Beside these, every other property of the diagnosis form, as read.',
  [X_FORM]: 'diagnosis',
  [X_FORM_VIEW]: 'record',
  properties: {
    id: { type: ['integer', 'null'], description: 'Record id; null while no diagnosis was saved.' },
    saved_at: { ...nullableText, description: 'ISO 8601 UTC time of the save; null while no diagnosis was saved.' },
    saved_by_name: { type: 'string', description: 'Who saved the diagnosis, "First Last"; absent while none was saved.' },
    appointment: INT,
    all_diagnosis_codes: {
      type: 'array',
      items: {
        title: 'DiagnosisCatalogueCode',
        type: 'object',
        properties: { id: INT, diagnosis: { type: 'string' }, icd_code: { type: 'string' } },
        required: ['id', 'diagnosis', 'icd_code'],
        additionalProperties: false,
      },
    },
    average_marks: averageMarksProperty,
  },
  required: ['id', 'saved_at', 'appointment', 'differential_diagnosis', 'final_diagnoses_info', 'all_diagnosis_codes', 'average_marks'],
  // Any other property of the form's schema, as stored (a property added to schemas/diagnosis).
  additionalProperties: true,
} as const;

export const SECTION_CONTRACTS = [SectionRecord, ExtraTest, ExtraTests, DiagnosisView];

/** The contract names of a section, after its form: case-history → CaseHistoryPayload, CaseHistoryRecord, … */
export function sectionContractNames(formId: string) {
  const name = formId.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
  return { payload: `${name}Payload`, record: `${name}Record`, view: `${name}View`, item: `${name}Item`, items: `${name}Items` };
}

/** A contract: a JSON Schema named by its `$id`. */
type Contract = { $id: string } & Record<string, unknown>;

const contextDescription = {
  appointment: 'The appointment id (a whole number from 1, also as text).',
  patient: 'The patient id (a whole number from 1, also as text).',
} as const;

/**
 * The contracts of one section of the manifest: its body, its save's answer and, read as one record (`record` that
 * answers 404 when none, `patient-latest`) or as the items of one (`items`), its read answer.
 */
export function sectionContracts(entry: SectionEntry): Contract[] {
  const { formId, save, read } = entry;
  const names = sectionContractNames(formId);
  const keys = save.bodyKeys;
  const contextIds = Object.fromEntries(keys.map((key) => [key, INT]));
  const contracts: Contract[] = [
    {
      $id: names.payload,
      type: 'object',
      description:
        `The section payload of the "${formId}" form (docs/server.md, "Section records"). It is read back into form ` +
        `data with the form's wire transform and validated against schemas/${formId}/schema.json: unknown fields are refused.`,
      [X_FORM]: formId,
      // Checked by the handler (its own messages); only described here.
      properties: Object.fromEntries(keys.map((key) => [key, { description: contextDescription[key] }])),
      // Every form's fields and the read answer's keys fit many times over; the form's schema says the rest.
      maxProperties: 100,
    },
    {
      $id: names.record,
      type: 'object',
      description: `The stored payload of the "${formId}" form, with the id and save time of this version of the record.`,
      [X_FORM]: formId,
      properties: { ...contextIds, id: recordId, saved_at: savedAt },
      required: ['id', 'saved_at', ...keys],
      additionalProperties: true,
    },
  ];
  const latest = read.kind === 'patient-latest';
  if ((read.kind === 'record' && read.whenNone === 'not-found') || latest) {
    contracts.push({
      $id: names.view,
      type: 'object',
      description: `The current record of the "${formId}" form as read, with its id, save time, saver and average marks.`,
      [X_FORM]: formId,
      [X_FORM_VIEW]: 'record',
      properties: {
        ...contextIds,
        id: recordId,
        saved_at: savedAt,
        saved_by_name: savedByName,
        average_marks: latest
          ? { ...averageMarksProperty, description: 'The average marks of the section at the appointment the record was saved at.' }
          : averageMarksProperty,
      },
      required: ['id', 'saved_at', 'average_marks', ...(latest ? keys : [])],
      additionalProperties: true,
    });
  }
  if (read.kind === 'items') {
    contracts.push(
      {
        $id: names.item,
        type: 'object',
        description:
          `One item of the current "${formId}" record, with the form's other properties and the record's save time ` +
          'and saver, and the average marks of the section.',
        [X_FORM]: formId,
        [X_FORM_VIEW]: 'item',
        properties: { saved_at: savedAt, saved_by_name: savedByName, average_marks: averageMarksProperty },
        required: ['average_marks'],
        additionalProperties: true,
      },
      {
        $id: names.items,
        type: 'array',
        description:
          'The items of the current record, in the order saved; an empty list when none was saved. The average marks ' +
          'of the section are on every item and in the X-Average-Marks header (JSON: a number, or null while the ' +
          'section has no marks).',
        items: ref(names.item),
      },
    );
  }
  return contracts;
}
