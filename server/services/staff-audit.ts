import {
  STAFF_AUDIT_PAGE_SIZE,
  type StaffAuditAction,
  type StaffAuditPage,
  type StaffAuditQuery,
} from "../../core/shared/staff-audit";
import type { Database } from "../../db/client";
import {
  insertStaffAuditEvent,
  listStaffAuditActors,
  listStaffAuditEvents,
  type StaffAuditDetails,
} from "../repositories/staff-audit-repository";

/** Who acted and from where: the staff member (null when unknown, as for a failed sign-in) and the client address. */
export interface StaffAuditActor {
  id: string | null;
  email: string | null;
  ip: string | null;
}

/** Keys that must never reach the log, whatever a caller passes (decision 0053). */
const FORBIDDEN_DETAIL_KEYS = /password|secret|code|token|otp/i;

/**
 * Writes one audit event. `db` is the action's own transaction where the action has one, so the
 * event and the change are kept together. Details whose names suggest a credential are refused
 * loudly: a programming mistake, not something to store.
 */
export async function recordStaffAction(
  db: Database,
  actor: StaffAuditActor,
  action: StaffAuditAction,
  options: { target?: string | null; details?: StaffAuditDetails; at?: Date } = {},
): Promise<void> {
  for (const key of Object.keys(options.details ?? {})) {
    if (FORBIDDEN_DETAIL_KEYS.test(key)) throw new Error(`audit details may not hold "${key}"`);
  }
  await insertStaffAuditEvent(db, {
    actorStaffUserId: actor.id,
    actorEmail: actor.email,
    action,
    target: options.target ?? null,
    ipAddress: actor.ip,
    details: options.details ?? null,
    ...(options.at ? { occurredAt: options.at } : {}),
  });
}

/** One page of the audit log for the admins' screen and API, newest first. */
export async function listStaffAudit(db: Database, query: StaffAuditQuery): Promise<StaffAuditPage> {
  const { events, total } = await listStaffAuditEvents(db, {
    actorEmail: query.actor,
    action: query.action,
    limit: STAFF_AUDIT_PAGE_SIZE,
    offset: (query.page - 1) * STAFF_AUDIT_PAGE_SIZE,
  });
  return {
    events: events.map((event) => ({ ...event, occurredAt: event.occurredAt.toISOString() })),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / STAFF_AUDIT_PAGE_SIZE)),
    actors: await listStaffAuditActors(db),
  };
}
