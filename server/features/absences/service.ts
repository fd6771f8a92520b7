/**
 * Absent requests (consultation §2; docs/decisions.md, "Absent requests (issue 13, server)"): a student or lecturer
 * asks for leave; an approver approves or declines a pending request. Who may action whose request is the
 * permission table's `absence.approve.<requester role>` and nobody else's rule (`mayAction`); nobody actions their
 * own. Every change inserts an `absent_request_events` row in the same transaction as the change.
 */
import type { ABSENT_REQUEST_STATUSES, ACTION_STATUSES } from '../../../contracts/absences';
import { ABSENCE_MESSAGES } from '../../../contracts/absences';
import type { AbsentRequest } from '../../../contracts/generated/types';
import { can, normalizeRole, ROLES } from '../../../src/lib/permissions';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { isRealDate } from '../../lib/dates';
import { fullName } from '../../lib/text';
import { fromWire, toWire } from '../../../src/engine/core/wire-transform';
import { parseDocument, withDocument } from '../../services/form-documents';
import type { FormRegistry } from '../../services/form-registry';
import type { AbsentRequestQueries, AbsentRequestRow, AbsentRequestsRepository } from './repository';

export const ABSENT_REQUEST_FORM = 'absent-request';
export type AbsentRequestStatus = (typeof ABSENT_REQUEST_STATUSES)[number];
export type ActionStatus = (typeof ACTION_STATUSES)[number];
/** The list answers at most this many requests (newest first). */
export const LIST_LIMIT = 500;

export interface Person {
  id: number;
  role: string;
}

/** The permission table's action that lets a user action requests of `requesterRole`. */
export function approveAction(requesterRole: string): string {
  return `absence.approve.${normalizeRole(requesterRole)}`;
}

/**
 * Whether `actor` may approve or decline a request of `requester`: the table's `absence.approve.<requester role>`
 * lists the actor's role (a role with no entry: nobody), and never one's own request.
 */
export function mayAction(actor: Person, requester: Person): boolean {
  return actor.id !== requester.id && can(actor.role, approveAction(requester.role));
}

/** The form properties a request answers from its columns; the document's others are answered beside them. */
const COLUMN_PROPERTIES = ['from_date', 'to_date', 'reason'] as const;

function toView(row: AbsentRequestRow, viewer: Person): AbsentRequest {
  const requester = { id: Number(row.requester_id), role: normalizeRole(row.requester_role) };
  return withDocument({
    id: Number(row.id),
    from_date: row.from_date,
    to_date: row.to_date,
    reason: row.reason,
    status: row.status as AbsentRequestStatus,
    requester: { ...requester, name: fullName(row.requester_first, row.requester_last) },
    requested_at: row.created_at,
    actioned_by: row.actioned_by === null ? null : fullName(row.actioner_first, row.actioner_last),
    actioned_by_id: row.actioned_by === null ? null : Number(row.actioned_by),
    actioned_at: row.actioned_at,
    can_action: row.status === 'pending' && mayAction(viewer, requester),
  }, parseDocument(row.document), COLUMN_PROPERTIES);
}

async function readOne(requests: AbsentRequestQueries, id: number, viewer: Person): Promise<AbsentRequest | undefined> {
  const row = await requests.read(id);
  return row ? toView(row, viewer) : undefined;
}

/**
 * The requests `viewer` sees, newest first (at most LIST_LIMIT): their own, and those of every role whose requests
 * they may action (any status). Stored roles are matched as written, after finding which of them name such a role.
 */
export async function listAbsentRequests(
  requests: AbsentRequestsRepository,
  viewer: Person,
  status?: AbsentRequestStatus,
): Promise<AbsentRequest[]> {
  const roles = ROLES.filter((role) => can(viewer.role, approveAction(role)));
  const stored =
    roles.length === 0
      ? []
      : (await requests.storedRoles()).filter((role) => (roles as readonly string[]).includes(normalizeRole(role)));
  const rows = await requests.list(viewer.id, stored, status, LIST_LIMIT);
  return rows.map((row) => toView(row, viewer));
}

export interface AbsentRequestFields {
  from_date: string;
  to_date: string;
  reason: string;
  /** The validated form document, as the wire transform gives it (JSON text). */
  document: string;
}

/**
 * A request body as columns and document, or a 400: the body read by the wire transform over the absent-request
 * form's schema as this server has it, validated by that schema (its messages, unknown fields refused), then to_date
 * not before from_date. A listed request can be sent back: the members an answer adds (the schema's
 * `x-wire.answerKeys`) are dropped.
 */
export function readAbsentRequestBody(forms: FormRegistry, body: unknown): AbsentRequestFields {
  const schema = forms.schema(ABSENT_REQUEST_FORM);
  const form = forms.readIds(ABSENT_REQUEST_FORM, fromWire(schema, body)) as Record<string, unknown>;
  const errors: FieldErrors = { ...forms.validate(ABSENT_REQUEST_FORM, form) };
  // Days the schema's date format lets through but the calendar does not have (2026-02-30).
  for (const key of ['from_date', 'to_date'] as const) {
    const value = form[key];
    if (!errors[key] && typeof value === 'string' && !isRealDate(value)) errors[key] = [ABSENCE_MESSAGES.badDate];
  }
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  // The validated data as it travels (the reason trimmed): the same transform stores it, no per-form code between.
  const document = toWire(schema, form);
  const fields = { from_date: String(document.from_date), to_date: String(document.to_date), reason: String(document.reason) };
  if (fields.to_date < fields.from_date) throw ApiError.fields({ to_date: [ABSENCE_MESSAGES.toBeforeFrom] });
  return { ...fields, document: JSON.stringify(document) };
}

/** Records a pending request of `requester` with its `requested` event, in one transaction. */
export async function createAbsentRequest(
  requests: AbsentRequestsRepository,
  forms: FormRegistry,
  body: unknown,
  requester: Person,
): Promise<AbsentRequest> {
  const fields = readAbsentRequestBody(forms, body);
  return requests.transaction(async (tx) => {
    const at = new Date().toISOString();
    const id = await tx.insert({ ...fields, requester_id: requester.id, created_at: at });
    await tx.insertEvent({ request_id: id, action: 'requested', from_status: null, to_status: 'pending', actor_id: requester.id, at });
    return (await readOne(tx, id, requester))!;
  });
}

/**
 * Approves or declines request `id` as `actor`, in one transaction with its event. 404 unknown; 403 one's own or
 * a requester's role the actor may not action; 409 when it is not pending, or (approving) when the requester is on
 * the clinic schedule on a day of it (the earliest entry named), checked after the requester is locked as a
 * schedule entry locks them. The update is conditional on the request still being pending, so of two concurrent
 * actions one wins and the other is answered 409.
 */
export async function actionAbsentRequest(
  requests: AbsentRequestsRepository,
  id: number,
  status: ActionStatus,
  actor: Person,
): Promise<AbsentRequest> {
  return requests.transaction(async (tx) => {
    const row = await tx.forAction(id);
    if (!row) throw ApiError.detail(404, MESSAGES.notFound);
    const requester = { id: Number(row.requester_id), role: row.role };
    if (requester.id === actor.id) throw ApiError.detail(403, ABSENCE_MESSAGES.ownRequest);
    if (!mayAction(actor, requester)) throw ApiError.detail(403, ABSENCE_MESSAGES.notApprover);
    if (row.status !== 'pending') throw ApiError.detail(409, ABSENCE_MESSAGES.already(row.status));
    // The lock a clinic-schedule entry takes too: the entry and the approval are checked one after the other.
    const [person] = await tx.lockPeople([requester.id]);
    if (status === 'approved') {
      const entry = await tx.firstScheduledEntry(id);
      if (entry) throw ApiError.detail(409, ABSENCE_MESSAGES.scheduled(fullName(person?.first_name ?? null, person?.last_name ?? null), entry));
    }
    const at = new Date().toISOString();
    if (!(await tx.markActioned(id, status, actor.id, at))) {
      throw ApiError.detail(409, ABSENCE_MESSAGES.already((await tx.statusOf(id)) ?? status));
    }
    await tx.insertEvent({ request_id: id, action: status, from_status: 'pending', to_status: status, actor_id: actor.id, at });
    return (await readOne(tx, id, actor))!;
  });
}
