import { and, asc, count, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitCounters, staffSessions, staffUsers } from "../../db/schema";

export type StaffRole = "admin" | "editor";
/** How far a session has got (decision 0053): signed in, waiting for a code, or to enrol first. */
export type StaffSessionStage = "full" | "code" | "enrol";
export type StaffUserRow = typeof staffUsers.$inferSelect;

export interface StaffSessionWithUser {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  staffUserId: string;
  email: string;
  role: StaffRole;
  stage: StaffSessionStage;
}

/** E-mails are stored and looked up lower-cased, so "Admin@X.ca" and "admin@x.ca" are one account. */
export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findStaffUserByEmail(db: Database, email: string): Promise<StaffUserRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normalizeStaffEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function countStaffUsers(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(staffUsers);
  return row?.total ?? 0;
}

/** Creates the account, or gives an existing one (same e-mail) the new role and password hash. */
export async function upsertStaffUser(
  db: Database,
  input: { email: string; role: StaffRole; passwordHash: string },
): Promise<{ id: string; created: boolean }> {
  const email = normalizeStaffEmail(input.email);
  const [row] = await db
    .insert(staffUsers)
    .values({ email, role: input.role, passwordHash: input.passwordHash })
    .onConflictDoUpdate({
      target: staffUsers.email,
      set: { role: input.role, passwordHash: input.passwordHash, updatedAt: new Date() },
    })
    .returning({ id: staffUsers.id, createdAt: staffUsers.createdAt, updatedAt: staffUsers.updatedAt });
  if (!row) throw new Error("staff upsert returned no row");
  return { id: row.id, created: row.createdAt.getTime() === row.updatedAt.getTime() };
}

/** Creates an account only while the table is empty (two instances starting together make one). */
const lockStaffUsers = sql`lock table staff_users in share row exclusive mode`;

export async function insertFirstStaffUser(
  db: Database,
  input: { email: string; role: StaffRole; passwordHash: string },
): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    // Serializes concurrent first starts on PostgreSQL; PGlite is a single connection anyway.
    await tx.execute(lockStaffUsers);
    const [existing] = await tx.select({ total: count() }).from(staffUsers);
    if ((existing?.total ?? 0) > 0) return null;
    const [row] = await tx
      .insert(staffUsers)
      .values({ email: normalizeStaffEmail(input.email), role: input.role, passwordHash: input.passwordHash })
      .returning({ id: staffUsers.id });
    return row ?? null;
  });
}

export async function listStaffUsers(
  db: Database,
): Promise<{ email: string; role: StaffRole; lastLoginAt: Date | null; createdAt: Date }[]> {
  return db
    .select({
      email: staffUsers.email,
      role: staffUsers.role,
      lastLoginAt: staffUsers.lastLoginAt,
      createdAt: staffUsers.createdAt,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.email));
}

export async function recordStaffLogin(db: Database, staffUserId: string, at: Date): Promise<void> {
  await db.update(staffUsers).set({ lastLoginAt: at }).where(eq(staffUsers.id, staffUserId));
}

export async function insertStaffSession(
  db: Database,
  session: { idHash: string; staffUserId: string; createdAt: Date; expiresAt: Date; stage?: StaffSessionStage },
): Promise<void> {
  await db.insert(staffSessions).values({ ...session, lastSeenAt: session.createdAt });
}

export async function findStaffSession(db: Database, idHash: string): Promise<StaffSessionWithUser | null> {
  const [row] = await db
    .select({
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      staffUserId: staffSessions.staffUserId,
      email: staffUsers.email,
      role: staffUsers.role,
      stage: staffSessions.stage,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(eq(staffSessions.idHash, idHash))
    .limit(1);
  return row ? { ...row, stage: toSessionStage(row.stage) } : null;
}

/** A stored stage; anything unknown counts as the most restricted one. */
function toSessionStage(stage: string): StaffSessionStage {
  return stage === "full" || stage === "enrol" ? stage : "code";
}

export async function touchStaffSession(
  db: Database,
  idHash: string,
  update: { lastSeenAt: Date; expiresAt: Date },
): Promise<void> {
  await db.update(staffSessions).set(update).where(eq(staffSessions.idHash, idHash));
}

export async function deleteStaffSession(db: Database, idHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

export async function deleteStaffSessionsOfUser(db: Database, staffUserId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffUserId, staffUserId));
}

/**
 * Removes sessions past their stored expiry, idle since before `idleBefore`, or started before
 * `startedBefore` (the last two cover settings shortened since the session was made).
 */
export async function deleteExpiredStaffSessions(
  db: Database,
  limits: { now: Date; idleBefore: Date; startedBefore: Date },
): Promise<number> {
  const deleted = await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, limits.now),
        lt(staffSessions.lastSeenAt, limits.idleBefore),
        lt(staffSessions.createdAt, limits.startedBefore),
      ),
    )
    .returning({ idHash: staffSessions.idHash });
  return deleted.length;
}

/**
 * A sign-in lock (decision 0026), kept as a row of rate_limit_counters so no table is needed:
 * `window_start` holds when the lock ends and `count` how many locks in a row it is. The hourly
 * clean-up of counters removes it a day after it ended.
 */
export interface SignInLock {
  until: Date;
  level: number;
}

export async function findSignInLock(db: Database, key: string): Promise<SignInLock | null> {
  const [row] = await db
    .select({ until: rateLimitCounters.windowStart, level: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key))
    .limit(1);
  return row ?? null;
}

/**
 * Writes `next` only if the lock is still `previous` (null: none yet), so two requests that both
 * find the limit passed lock once; false when another request changed it first.
 */
export async function replaceSignInLock(
  db: Database,
  key: string,
  previous: SignInLock | null,
  next: SignInLock,
): Promise<boolean> {
  const values = { windowStart: next.until, count: next.level };
  const rows = previous
    ? await db
        .update(rateLimitCounters)
        .set(values)
        .where(
          and(
            eq(rateLimitCounters.key, key),
            eq(rateLimitCounters.windowStart, previous.until),
            eq(rateLimitCounters.count, previous.level),
          ),
        )
        .returning({ key: rateLimitCounters.key })
    : await db
        .insert(rateLimitCounters)
        .values({ key, ...values })
        .onConflictDoNothing()
        .returning({ key: rateLimitCounters.key });
  return rows.length > 0;
}
