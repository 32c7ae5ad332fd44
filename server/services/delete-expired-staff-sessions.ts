import { deleteExpiredStaffSessions } from "../repositories/staff-repository";
import type { StaffAuthDependencies } from "./staff-session";

/** Hourly housekeeping: removes every session that can no longer be used. */
export function deleteExpiredSessions(dependencies: StaffAuthDependencies): Promise<number> {
  const now = dependencies.now?.() ?? new Date();
  return deleteExpiredStaffSessions(dependencies.db, {
    now,
    idleBefore: new Date(now.getTime() - dependencies.settings.idleMinutes * 60 * 1000),
    startedBefore: new Date(now.getTime() - dependencies.settings.maxHours * 60 * 60 * 1000),
  });
}
