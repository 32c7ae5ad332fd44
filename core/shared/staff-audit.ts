import { z } from "./zod";

/** What the staff audit log records (decision 0053); the admins' filter lists these. */
export const STAFF_AUDIT_ACTIONS = [
  "sign_in.success",
  "sign_in.failure",
  "sign_in.locked",
  "sign_in.code_failure",
  "sign_out",
  "two_factor.enrol",
  "two_factor.reset",
  "two_factor.recovery_code_used",
  "two_factor.policy_change",
  "post.publish",
  "post.unpublish",
  "post.delete",
  "post.feature",
  "post.unfeature",
  "privacy_requests.view",
  "staff.create",
  "staff.reset",
] as const;

export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

export const STAFF_AUDIT_PAGE_SIZE = 25;

/** `?actor=&action=&page=` on the audit screen and `GET /api/admin/audit`; empty means "any". */
export const staffAuditQuerySchema = z.object({
  actor: z
    .string()
    .trim()
    .max(320)
    .transform((value) => value.toLowerCase() || undefined)
    .optional(),
  action: z
    .union([z.enum(STAFF_AUDIT_ACTIONS), z.literal("")])
    .transform((value) => value || undefined)
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export type StaffAuditQuery = z.output<typeof staffAuditQuerySchema>;

export interface StaffAuditEventView {
  id: number;
  occurredAt: string;
  actorEmail: string | null;
  action: string;
  target: string | null;
  ipAddress: string | null;
  details: Record<string, string | number | boolean | null> | null;
}

export interface StaffAuditPage {
  events: StaffAuditEventView[];
  total: number;
  page: number;
  pageCount: number;
  actors: string[];
}
