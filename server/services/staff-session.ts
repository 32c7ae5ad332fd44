import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../db/client";

/* What signing in, resuming, signing out and the hourly clean-up agree on about a staff session. */

export interface StaffSessionSettings {
  idleMinutes: number;
  maxHours: number;
}

export interface StaffAuthDependencies {
  db: Database;
  settings: StaffSessionSettings;
  now?: () => Date;
}

/** The session id kept in the database: SHA-256 of the cookie's token, so a database leak holds no live token. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 32 random bytes, URL-safe. */
export function createSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** When a session stops being valid: the earlier of its idle limit and its absolute limit. */
export function sessionExpiry(session: { createdAt: Date; lastSeenAt: Date }, settings: StaffSessionSettings): Date {
  const idleEnd = session.lastSeenAt.getTime() + settings.idleMinutes * 60 * 1000;
  const absoluteEnd = session.createdAt.getTime() + settings.maxHours * 60 * 60 * 1000;
  return new Date(Math.min(idleEnd, absoluteEnd));
}
