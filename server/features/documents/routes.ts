/**
 * Printable documents of an appointment (issue 22, item 6), as PDF drawn on the server:
 * GET /api/documents/:appointment/spectacle-prescription.pdf and …/referral-letter.pdf, and which of them the
 * appointment has: GET /api/documents/:appointment/. For the roles that read the
 * appointment's records (`records.view`); each answer is audited as a read of the appointment. What they say is
 * ./service.ts, how they look ./document-pdfs.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppointmentDocuments } from '../../../contracts/generated/types';
import { ref } from '../../../contracts/shapes';
import { errorResponses } from '../../http/responses';
import { idParams, toId } from '../../http/ids';
import { inlineDisposition } from '../../services/uploads';
import { referralLetterPdf, spectaclePrescriptionPdf } from './document-pdfs';
import { createDocumentService, DOCUMENT_MESSAGES, DOCUMENT_TITLES, PRESCRIPTION_VALID_YEARS, type DocumentHead } from './service';

const TAG = 'documents';

/** 'spectacle-prescription-SL-000003-2026-11-28.pdf'. */
const fileName = (kind: string, head: DocumentHead) => `${kind}-${head.patient.patientId}-${head.date}.pdf`;

const pdfAnswer = { description: 'The document, as a PDF.', type: 'string', format: 'binary' } as const;

const documentsRoutes: FastifyPluginAsync = async (app) => {
  const documents = createDocumentService({ repos: app.repos, forms: app.forms });
  app.get<{ Params: { appointment: string } }>(
    '/api/documents/:appointment/',
    {
      // It reads the appointment's plan: audited as a read of the appointment's records.
      config: { audit: { kind: 'documents', appointmentParam: 'appointment' } },
      schema: {
        tags: [TAG],
        summary: 'The printable documents of an appointment',
        description:
          "What the appointment's latest management plan gives: a spectacle prescription when it prescribes Spectacles, a " +
          "referral letter when it refers the patient with details; an empty list without a plan. Only for roles that may read the appointment's records (`records.view`).",
        params: idParams('appointment'),
        response: { 200: ref('AppointmentDocuments'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<AppointmentDocuments> => {
      const id = toId(request.params.appointment);
      const kinds = await documents.available(id);
      return { documents: kinds.map((kind) => ({ kind, title: DOCUMENT_TITLES[kind], url: `/api/documents/${id}/${kind}.pdf` })) };
    },
  );

  const kinds = [
    {
      kind: 'spectacle-prescription',
      summary: "The appointment's spectacle prescription, as a PDF to print",
      description:
        "From the appointment's latest management plan when it prescribes Spectacles: the patient, the date, SPH, CYL, " +
        'AXIS and ADD per eye, PD, segment and fitting cross heights, lens type, the prescriber (who saved the plan), ' +
        `the supervising lecturer (the case's review) and the last day it is valid (${PRESCRIPTION_VALID_YEARS} years on). ` +
        `404 {"detail": "${DOCUMENT_MESSAGES.noPrescription}"} without one.`,
      build: async (id: number) => {
        const rx = await documents.spectaclePrescription(id);
        return { head: rx, bytes: await spectaclePrescriptionPdf(rx) };
      },
    },
    {
      kind: 'referral-letter',
      summary: "The appointment's referral letter, as a PDF to print",
      description:
        "From the appointment's latest management plan when it refers the patient (its referral details), with the " +
        'diagnoses recorded and who refers. ' +
        `404 {"detail": "${DOCUMENT_MESSAGES.noReferral}"} without one.`,
      build: async (id: number) => {
        const letter = await documents.referralLetter(id);
        return { head: letter, bytes: await referralLetterPdf(letter) };
      },
    },
  ];

  for (const { kind, summary, description, build } of kinds) {
    app.get<{ Params: { appointment: string } }>(
      `/api/documents/:appointment/${kind}.pdf`,
      {
        config: { audit: { kind, appointmentParam: 'appointment' } },
        schema: {
          tags: [TAG],
          summary,
          description: `${description} Only for roles that may read the appointment's records (\`records.view\`).`,
          params: idParams('appointment'),
          produces: ['application/pdf'],
          response: { 200: pdfAnswer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { head, bytes } = await build(toId(request.params.appointment));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', inlineDisposition(fileName(kind, head)))
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    );
  }
};

export default documentsRoutes;
