import type { StaffPrincipal } from "../http/hono-env";
import {
  deleteStaffSession,
  findStaffSession,
  touchStaffSession,
  type StaffSessionStage,
} from "../repositories/staff-repository";
import { hashSessionToken, sessionExpiry, type StaffAuthDependencies } from "./staff-session";

/** How often a session's last-seen time is written (not on every request). */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** A live session: whose it is, and how far it has got (only `full` is signed in). */
export type ResumedStaffSession = StaffPrincipal & { stage: StaffSessionStage };

/** The staff member a session token belongs to, or null when it is unknown, idle too long or too old. */
export async function resumeStaffSession(
  dependencies: StaffAuthDependencies,
  token: string,
): Promise<ResumedStaffSession | null> {
  const { db, settings } = dependencies;
  const idHash = hashSessionToken(token);
  const session = await findStaffSession(db, idHash);
  if (!session) return null;
  const now = dependencies.now?.() ?? new Date();
  const expiresAt = Math.min(session.expiresAt.getTime(), sessionExpiry(session, settings).getTime());
  if (now.getTime() >= expiresAt) {
    await deleteStaffSession(db, idHash);
    return null;
  }
  // A session waiting for a code keeps the short expiry it was made with.
  if (session.stage !== "code" && now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchStaffSession(db, idHash, {
      lastSeenAt: now,
      expiresAt: sessionExpiry({ createdAt: session.createdAt, lastSeenAt: now }, settings),
    });
  }
  return { id: session.staffUserId, email: session.email, role: session.role, stage: session.stage };
}
