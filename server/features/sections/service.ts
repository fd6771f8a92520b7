/**
 * Saving and reading consultation sections ("section records", docs/server.md). A save reads the REST body with
 * the one wire transform (src/engine/core/wire-transform.ts) over the form's schema as this server has it,
 * validates that (as the browser validated it), and stores exactly the validated data in its wire shape, as a new
 * record: nothing is ever overwritten, the latest record is the current one. Records are written only while their
 * appointment is open, or a section returned for correction by its student (server/services/record-lifecycle.ts);
 * every read is audited (server/features/audit/service.ts). The records' queries are server/db/repositories/section-records.ts.
 */
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import { contextMembers, type ContextKey } from '../../../src/engine/core/context-members';
import { fromWire, toWire } from '../../../src/engine/core/wire-transform';
import type { SectionEntry } from '../../../src/lib/section-manifest';
import type { Repositories } from '../../db/repositories/index';
import type { SectionRecord } from '../../db/repositories/section-records';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { mergeFieldErrors } from '../../lib/field-errors';
import { createAppointmentGuard, type AppointmentGuard } from '../appointments/appointment-guard';
import { auditRead } from '../audit/service';
import { visibleAverageMarks, type Viewer } from '../reviews/case-visibility';
import type { FormRegistry } from '../../services/form-registry';
import { writeRefusal } from '../../services/record-lifecycle';
import type { UsageBudgets } from '../../services/usage-budgets';

/** What a save knows besides the body. */
export interface SectionContext {
  appointmentId: number;
  patientId?: number;
  userId: number;
  /** The user attends as a student (a role with `consultation.own`): the consultation must be theirs, or nobody's yet. */
  student?: boolean;
}

/** One consultation section: its form and what the server adds to the schema's rules. */
export interface SectionDefinition {
  formId: string;
  /** The context keys its payload carries and its stored document keeps (the manifest's `save.bodyKeys`). */
  sends: readonly ContextKey[];
  /** Completes the form data with what only the server knows, before validation. */
  prepare?(formData: unknown, context: SectionContext): Promise<unknown>;
  /** Rules beyond the schema (references to stored data), checked on the payload after the schema passed. */
  check?(payload: unknown, context: SectionContext): Promise<FieldErrors | null>;
}

/**
 * A record as the API answers it: the stored payload, its id, when it was saved and (on reads) the name of who
 * saved it.
 */
export type SectionResponse = Record<string, unknown> & { id: number; saved_at: string; saved_by_name?: string };

export function recordResponse(record: SectionRecord): SectionResponse {
  const data = typeof record.data === 'object' && record.data !== null ? record.data : {};
  const answer: SectionResponse = { ...(data as Record<string, unknown>), id: record.id, saved_at: record.savedAt };
  if (record.savedByName !== undefined) answer.saved_by_name = record.savedByName;
  return answer;
}

/** A section as the section service saves it: its form, its body's context keys, and any rules of its own. */
export function sectionDefinitionOf(entry: SectionEntry, rules: Pick<SectionDefinition, 'prepare' | 'check'> = {}): SectionDefinition {
  return { formId: entry.formId, sends: entry.save.bodyKeys, ...rules };
}

export interface SectionServiceDeps {
  forms: FormRegistry;
  repos: Repositories;
  /** Default: the appointment guard over `repos`. */
  guard?: AppointmentGuard;
  /** Saves per minute and bytes per hour of each user (server/services/usage-budgets.ts). */
  budgets: UsageBudgets;
}

/** The section service over the server's forms, repositories and budgets (the Fastify instance carries them all). */
export function createSectionService({ forms, repos, guard = createAppointmentGuard(repos), budgets }: SectionServiceDeps) {
  return {
    /** A section's `average_marks` at an appointment as `viewer` may see them (null for a case not theirs). */
    averageMarks(viewer: Viewer, appointmentId: number, formId: string): Promise<number | null> {
      return visibleAverageMarks(repos, viewer, appointmentId, formId);
    },

    /**
     * Validates `body` as a payload of the section and stores it. `contextErrors` are problems the route found
     * with the context keys of the body (a missing `appointment`…), reported together with the form's own.
     */
    async save(
      section: SectionDefinition,
      body: unknown,
      context: SectionContext,
      contextErrors: FieldErrors | null = null,
    ): Promise<SectionRecord> {
      if (!forms.has(section.formId)) {
        throw ApiError.detail(503, `The form "${section.formId}" is not available on this server.`);
      }
      const writer = { userId: context.userId, formId: section.formId, student: context.student === true };
      if (contextErrors === null) await guard.assertWritable(context.appointmentId, context.patientId, writer);
      // The schema this server validates with (its SCHEMAS_DIR): the transform walks it.
      const schema = forms.schema(section.formId);
      const { sends } = section;
      // Ids sent as text ("2", as a URL gives them) are read as numbers where the form's schema marks an id.
      let formData = forms.readIds(section.formId, fromWire(schema, body, { context: ['appointment', ...sends] }));
      if (section.prepare && contextErrors === null) formData = await section.prepare(formData, context);
      const errors = mergeFieldErrors(contextErrors, forms.validate(section.formId, formData));
      if (errors) throw ApiError.fields(errors);

      // The validated data, as it travels: the same transform, no other code between validation and storage.
      const payload = toWire(schema, formData, contextMembers(sends, context));
      const refused = section.check ? await section.check(payload, context) : null;
      if (refused) throw ApiError.fields(refused);
      // A valid save spends the user's budgets (429 with Retry-After, nothing written, when one has no room).
      await budgets.sectionSave(context.userId, Buffer.byteLength(JSON.stringify(body) ?? ''));

      const record = await repos.sectionRecords.insertWhileWritable(
        {
          appointmentId: context.appointmentId,
          patientId: context.patientId ?? null,
          formId: section.formId,
          schemaVersion: forms.version(section.formId),
          data: payload,
          savedBy: context.userId,
          savedAt: new Date().toISOString(),
        },
        (state) => writeRefusal(state, writer) === null,
        writer.student ? writer.userId : undefined,
      );
      if (record) return record;
      // The appointment was completed or cancelled (or its case resubmitted, or another student took it) while this
      // save was checked: the guard says so (409, 403).
      await guard.assertWritable(context.appointmentId, context.patientId, writer);
      throw ApiError.detail(409, 'The appointment changed while the record was saved. Try again.');
    },

    /** The current record of a section, or a 404; the read is audited as `readerId`'s. */
    async latest(formId: string, appointmentId: number, readerId: number): Promise<SectionRecord> {
      const record = await repos.sectionRecords.latest(appointmentId, formId);
      if (!record) throw ApiError.detail(404, MESSAGES.notFound);
      await auditRead(repos, { userId: readerId, recordKind: formId, recordId: record.id, appointmentId });
      return record;
    },

    /**
     * The current record of a section, or null when none was saved for an appointment that exists (a 404 for an
     * unknown appointment). Only a record answered is audited: nothing read, nothing logged.
     */
    async latestOrNull(formId: string, appointmentId: number, readerId: number): Promise<SectionRecord | null> {
      const record = await repos.sectionRecords.latest(appointmentId, formId);
      if (!record) {
        if ((await repos.appointments.patientOf(appointmentId)) === undefined) throw ApiError.detail(404, MESSAGES.notFound);
        return null;
      }
      await auditRead(repos, { userId: readerId, recordKind: formId, recordId: record.id, appointmentId });
      return record;
    },

    /**
     * Every record of a section kept as a list (extra tests), oldest first; empty when there is none. Audited as
     * `readerId`'s read of the appointment's list when the appointment exists.
     */
    async list(formId: string, appointmentId: number, readerId: number): Promise<SectionRecord[]> {
      const records = await repos.sectionRecords.all(appointmentId, formId);
      const patientId = await repos.appointments.patientOf(appointmentId);
      if (patientId !== undefined) await auditRead(repos, { userId: readerId, recordKind: formId, appointmentId, patientId });
      return records;
    },

    /** The latest record of a form about a patient, or a 404; the read is audited as `readerId`'s. */
    async latestForPatient(formId: string, patientId: number, readerId: number): Promise<SectionRecord> {
      const record = await repos.sectionRecords.latestForPatient(patientId, formId);
      if (!record) throw ApiError.detail(404, MESSAGES.notFound);
      await auditRead(repos, { userId: readerId, recordKind: formId, recordId: record.id, appointmentId: record.appointmentId, patientId });
      return record;
    },
  };
}

export type SectionService = ReturnType<typeof createSectionService>;
