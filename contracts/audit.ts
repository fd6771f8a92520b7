/** Contracts of the audit trail (docs/server.md, "Audit trail") and a patient's edit history. */
import { closedObject, MAX_PAGE_SIZE, ref } from './shapes';

/**
 * What an event says was done: a record read, a read refused (403, 404), a record created, changed or deleted (a
 * patient, a clinic-schedule entry, an account); and of accounts (record kind `user`): role changed, deactivated,
 * reactivated, password reset by an administrator, password changed by its owner; `export`: the audit log itself was
 * exported.
 */
export const AUDIT_ACTIONS = [
  'read',
  'refused',
  'create',
  'update',
  'delete',
  'role-change',
  'deactivate',
  'reactivate',
  'password-reset',
  'password-change',
  'export',
] as const;

const NAME = { type: 'string', maxLength: 150 } as const;
const NULLABLE_ID = { type: ['integer', 'null'] } as const;

export const UserSummary = {
  $id: 'UserSummary',
  ...closedObject(null, {
    id: { type: 'integer' },
    username: NAME,
    first_name: NAME,
    last_name: NAME,
    role: { type: 'string', maxLength: 32, description: "The specification's role word, in lower case (e.g. `hospital administrator`)." },
  }),
} as const;

export const AuditEvent = {
  $id: 'AuditEvent',
  ...closedObject(
    null,
    {
      id: { type: 'integer' },
      at: { type: 'string', maxLength: 32, description: 'ISO 8601 UTC time of the event.' },
      action: {
        type: 'string',
        enum: [...AUDIT_ACTIONS],
        description:
          'read: a record was answered; refused: its read was answered 403 or 404; create, update, delete: a record ' +
          '(a patient, an appointment, a clinic-schedule entry, an account) was created, changed or deleted; ' +
          'role-change, deactivate, reactivate, password-reset, password-change: of an account (record kind user); ' +
          'export: the audit log was exported.',
      },
      record_kind: {
        type: 'string',
        maxLength: 64,
        description:
          "A section's form id (case-history, oculo-medical-history, …), file, patient, marks, grading, review, " +
          'patient-search, dispensary-queue, appointment (a cancellation, no-show or reschedule), clinic-schedule, ' +
          'user (an account) or audit-log.',
      },
      record_label: {
        type: ['string', 'null'],
        maxLength: 150,
        description: 'For an account (record kind user): its username; otherwise null.',
      },
      record_id: { ...NULLABLE_ID, description: 'The section record, uploaded file, patient revision or changed appointment (null for a list).' },
      user: ref('UserSummary'),
      patient: { ...NULLABLE_ID, description: "The patient's numeric id; null when the record names no patient." },
      patient_id: { type: ['string', 'null'], maxLength: 16, description: "The patient's readable id." },
      patient_name: { type: ['string', 'null'], maxLength: 64, description: 'First and last name.' },
      appointment: { ...NULLABLE_ID, description: 'The appointment the record belongs to.' },
    },
    '`user`: who read or changed the record.',
  ),
} as const;

/** Every registration field as an answer names it (server/features/patients/patient-history.ts). */
const PATIENT_FIELDS = [
  'first_name', 'last_name', 'otherNames', 'dob', 'gender', 'clinic', 'occupation_category', 'occupation', 'address',
  'residence', 'region', 'landmark', 'hometown', 'primary_phone', 'alternate_phone', 'emergency_contact_name',
  'emergency_contact_number', 'hospitalId', 'date_of_first_visit', 'insurance_provider', 'insurance_number',
] as const;

export const PatientRevision = {
  $id: 'PatientRevision',
  ...closedObject(
    null,
    {
      id: { type: 'integer' },
      changed_at: { type: 'string', maxLength: 32, description: 'ISO 8601 UTC time of the change.' },
      changed_by: ref('UserSummary'),
      changed_fields: {
        type: 'array',
        items: { type: 'string', maxLength: 64 },
        description: 'The fields the change gave another value.',
      },
      previous: {
        type: 'object',
        description:
          'Every field as it was before the change (null: not given), and every property of the registration ' +
          'document that no field holds (a property added to the registration schema), with its type.',
        properties: Object.fromEntries(PATIENT_FIELDS.map((field) => [field, { type: ['string', 'null'], maxLength: 255 }])),
        additionalProperties: true,
      },
    },
    '`changed_by`: who made the change.',
  ),
} as const;

/** `{results, count}` with at most a page of results. */
const page = (id: string, item: string) =>
  ({
    $id: id,
    ...closedObject(null, {
      results: { type: 'array', maxItems: MAX_PAGE_SIZE, items: ref(item) },
      count: { type: 'integer', description: 'How many items there are in all pages.' },
    }),
  }) as const;

export const AuditEventPage = page('AuditEventPage', 'AuditEvent');
export const PatientRevisionPage = page('PatientRevisionPage', 'PatientRevision');

export const AUDIT_CONTRACTS = [UserSummary, AuditEvent, PatientRevision, AuditEventPage, PatientRevisionPage];
