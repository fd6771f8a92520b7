/**
 * Oculo-Medical History: saved per appointment (the body names the appointment and the patient) and read per
 * patient (the latest, whatever the appointment), in the shape of consultation §3 (./read-views.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { sectionContractNames } from '../../../contracts/sections';
import type { SectionEntry } from '../../../src/lib/section-manifest';
import type { Repositories } from '../../db/repositories/index';
import { idQuery, readBodyId, toId } from '../../http/ids';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { mergeFieldErrors } from '../../lib/field-errors';
import { writerOf } from '../appointments/consultation-owners';
import { routeUrl } from '../../services/section-manifest';
import { sectionReadView } from './read-views';
import { SECTION_TAG } from './section-routes';
import { patientHistorySection } from './patient-history-service';
import { recordResponse, type SectionService } from './service';

const TAG = SECTION_TAG;

export function patientHistoryRoutes(entry: SectionEntry, sections: SectionService, repos: Repositories): FastifyPluginAsync {
  return async (app) => {
    const section = patientHistorySection(entry, repos);
    const contracts = sectionContractNames(section.formId);
    app.post<{ Body: unknown }>(
      routeUrl(entry.save.path),
      {
        schema: {
          tags: [TAG],
          summary: 'Save the Oculo-Medical History of a patient at an appointment (body names both)',
          body: ref(contracts.payload),
          response: { 201: ref(contracts.record), ...errorResponses(...BODY_ERRORS, 401, 404, 409, 429, 503) },
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
          response: { 200: ref(contracts.view), ...errorResponses(400, 401, 403, 404) },
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
          average_marks: await sections.averageMarks(request.user!, record.appointmentId, section.formId),
        };
      },
    );
  };
}
