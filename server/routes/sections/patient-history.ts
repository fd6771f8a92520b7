/**
 * Oculo-Medical History: saved per appointment and read per patient (the latest). Whether it is the patient's
 * first history is the server's to say: with no history of the patient from another appointment, the form's
 * `first_history` is set and every part of it is required (consultation §5). Read back in the shape of
 * consultation §3 (server/services/record-reads.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Repositories } from '../../db/repositories/index';
import { sectionReadView } from '../../services/record-reads';
import { visibleAverageMarks } from '../../services/case-visibility';
import { mergeFieldErrors, recordResponse, type SectionDefinition, type SectionService } from '../../services/section-records';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { patientHistoryReadSchema } from './read-schemas';
import { idQuery, readBodyId, toId } from '../../http/ids';
import { sectionBodySchema, sectionRecordSchema } from './schemas';
import { writerOf } from '../../features/appointments/consultation-owners';
import type { SectionEntry } from '../../../src/lib/section-manifest';
import { routeUrl } from '../../services/section-manifest';
import { sectionDefinitionOf, SECTION_TAG } from './section-route';

const TAG = SECTION_TAG;

export function patientHistorySection(entry: SectionEntry, repos: Repositories): SectionDefinition {
  const { formId } = entry;
  return sectionDefinitionOf(entry, {
    async prepare(formData, context) {
      if (typeof formData !== 'object' || formData === null || Array.isArray(formData)) return formData;
      const earlier = await repos.sectionRecords.existsForPatientElsewhere(context.patientId!, formId, context.appointmentId);
      return { ...formData, first_history: !earlier };
    },
  });
}

export function patientHistoryRoutes(entry: SectionEntry, sections: SectionService, repos: Repositories): FastifyPluginAsync {
  return async (app) => {
    const section = patientHistorySection(entry, repos);
    app.post<{ Body: unknown }>(
      routeUrl(entry.save.path),
      {
        schema: {
          tags: [TAG],
          summary: 'Save the Oculo-Medical History of a patient at an appointment (body names both)',
          body: sectionBodySchema(section.formId),
          response: { 201: sectionRecordSchema, ...errorResponses(...BODY_ERRORS, 401, 404, 409, 429, 503) },
        },
      },
      async (request, reply) => {
        const appointment = readBodyId(request.body, 'appointment');
        const patient = readBodyId(request.body, 'patient');
        const record = await sections.save(
          section,
          request.body,
          { appointmentId: appointment.value ?? 0, patientId: patient.value ?? 0, ...writerOf(request.user!) },
          mergeFieldErrors(appointment.errors, patient.errors),
        );
        return reply.code(201).send(recordResponse(record));
      },
    );
    app.get<{ Querystring: { patient: string } }>(
      routeUrl(entry.read.path),
      {
        config: { audit: { kind: section.formId, patientQuery: 'patient', refusedOnly: true } },
        schema: {
          tags: [TAG],
          summary: "The patient's latest Oculo-Medical History, whatever the appointment",
          querystring: idQuery('patient', 'The patient id.'),
          response: { 200: patientHistoryReadSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const record = await sections.latestForPatient(section.formId, toId(request.query.patient), request.user!.id);
        const view = await sectionReadView(app, repos, section.formId, recordResponse(record));
        // The marks of the section at the appointment the answered history was recorded at.
        // The record's own patient and appointment, should its document not name them (a history stored by other means).
        return {
          ...view,
          patient: view.patient ?? record.patientId,
          appointment: view.appointment ?? record.appointmentId,
          average_marks: await visibleAverageMarks(app.db, request.user!, record.appointmentId, section.formId),
        };
      },
    );
  };
}
