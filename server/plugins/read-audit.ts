/**
 * Reads audited by declaration (docs/decisions.md, "Audit trail"): a route with `config: { audit: {...} }` leaves
 * one event per request in the audit trail — `read` when it is answered (2xx), `refused` when it is answered 403 or
 * 404 (a role without the right, a case that is not the reader's, an id that names nothing: an id sweep shows up) —
 * written in `onSend`, before the answer leaves; an event that cannot be written turns the answer into an error.
 * Other answers (400, 401, 5xx) read nothing and name nobody. The handlers stay as they are.
 */
import fp from 'fastify-plugin';
import { isRowId } from '../lib/ids';
import { auditRead, type AuditAction } from '../features/audit/service';

/** What a route's events say: the kind of record, and which path parameter names its appointment or patient. */
export interface AuditedRead {
  /** `record_kind` of its events: `marks`, `grading`, `review`, `patient`, `patient-search`, `dispensary-queue`. */
  kind: string;
  /** The path parameter holding the appointment id (its patient is found from it). */
  appointmentParam?: string;
  /** The path parameter holding the patient id. */
  patientParam?: string;
  /** The query parameter holding the patient id. */
  patientQuery?: string;
  /**
   * Only refusals: the answered read is logged where the record is found, with its id (the section service, the
   * file route).
   */
  refusedOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Audit every read of this route, answered or refused (server/plugins/read-audit.ts). */
    audit?: AuditedRead;
  }
}

/** The id in parameter `name`, when it is a plain positive integer (the guard may refuse before validation). */
function idIn(values: unknown, name: string | undefined): number | null {
  if (name === undefined) return null;
  const raw = (values as Record<string, unknown> | undefined)?.[name];
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return isRowId(id) ? id : null;
}

function actionOf(status: number): AuditAction | null {
  if (status >= 200 && status < 300) return 'read';
  if (status === 403 || status === 404) return 'refused';
  return null;
}

export default fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const audit = request.routeOptions.config?.audit;
    const user = request.user;
    if (!audit || !user) return payload;
    const action = actionOf(reply.statusCode);
    if (action === null || (action === 'read' && audit.refusedOnly)) return payload;
    await auditRead(app.repos, {
      userId: user.id,
      recordKind: audit.kind,
      appointmentId: idIn(request.params, audit.appointmentParam),
      patientId: idIn(request.params, audit.patientParam) ?? idIn(request.query, audit.patientQuery),
      action,
    });
    return payload;
  });
}, { name: 'sightline-read-audit', dependencies: ['sightline-db', 'sightline-auth'] });
