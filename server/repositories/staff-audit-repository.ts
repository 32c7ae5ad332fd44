import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { staffAuditEvents } from "../../db/schema";

export type StaffAuditDetails = Record<string, string | number | boolean | null>;

export interface StaffAuditEventInput {
  actorStaffUserId: string | null;
  actorEmail: string | null;
  action: string;
  target?: string | null;
  ipAddress?: string | null;
  details?: StaffAuditDetails | null;
  occurredAt?: Date;
}

export interface StaffAuditEventRow {
  id: number;
  occurredAt: Date;
  actorEmail: string | null;
  action: string;
  target: string | null;
  ipAddress: string | null;
  details: StaffAuditDetails | null;
}

/** Writes one event; pass the action's own transaction so both are kept or neither. */
export async function insertStaffAuditEvent(db: Database, event: StaffAuditEventInput): Promise<void> {
  await db.insert(staffAuditEvents).values({
    actorStaffUserId: event.actorStaffUserId,
    actorEmail: event.actorEmail,
    action: event.action,
    target: event.target ?? null,
    ipAddress: event.ipAddress ?? null,
    details: event.details ?? null,
    ...(event.occurredAt ? { occurredAt: event.occurredAt } : {}),
  });
}

/** One page of events, newest first, with the total that matches the filter. */
export async function listStaffAuditEvents(
  db: Database,
  query: { actorEmail?: string | undefined; action?: string | undefined; limit: number; offset: number },
): Promise<{ events: StaffAuditEventRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.actorEmail) conditions.push(eq(staffAuditEvents.actorEmail, query.actorEmail));
  if (query.action) conditions.push(eq(staffAuditEvents.action, query.action));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const events = await db
    .select({
      id: staffAuditEvents.id,
      occurredAt: staffAuditEvents.occurredAt,
      actorEmail: staffAuditEvents.actorEmail,
      action: staffAuditEvents.action,
      target: staffAuditEvents.target,
      ipAddress: staffAuditEvents.ipAddress,
      details: staffAuditEvents.details,
    })
    .from(staffAuditEvents)
    .where(where)
    .orderBy(desc(staffAuditEvents.occurredAt), desc(staffAuditEvents.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(staffAuditEvents).where(where);
  return { events, total: totals?.total ?? 0 };
}

/** The e-mails that appear as actors, for the filter. */
export async function listStaffAuditActors(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: staffAuditEvents.actorEmail })
    .from(staffAuditEvents)
    .orderBy(staffAuditEvents.actorEmail);
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}
