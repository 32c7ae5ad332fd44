import type { StaffPrincipal } from "../http/hono-env";
import { deleteStaffSession, findStaffSession, touchStaffSession } from "../repositories/staff-repository";
import { hashSessionToken, sessionExpiry, type StaffAuthDependencies } from "./staff-session";

/** How often a session's last-seen time is written (not on every request). */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The staff member a session token belongs to, or null when it is unknown, idle too long or too old. */
export async function resumeStaffSession(
  dependencies: StaffAuthDependencies,
  token: string,
): Promise<StaffPrincipal | null> {
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
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchStaffSession(db, idHash, {
      lastSeenAt: now,
      expiresAt: sessionExpiry({ createdAt: session.createdAt, lastSeenAt: now }, settings),
    });
  }
  return { id: session.staffUserId, email: session.email, role: session.role };
}
