import type { PolicyPageOutcome } from "../../core/shared/policy-upload";
import type { Logger } from "../logger";
import type { ResumedStaffSession } from "../services/resume-staff-session";

/** The signed-in staff member of a request, as the staff gate found it in the session. */
export interface StaffPrincipal {
  id: string;
  email: string;
  role: "admin" | "editor";
}

/** Per-request values the middleware chain sets for later handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Set by the staff gate on /api/admin/* and /admin/* when the request carries a valid session. */
    staff: StaffPrincipal | undefined;
    /** This request's session look-up, made once (server/middleware/staff-gate.ts, authenticateStaff). */
    staffLookup: Promise<ResumedStaffSession | null> | undefined;
    /** TRUST_PROXY, for handlers that record a client address (the staff audit log). */
    trustProxy: boolean | undefined;
    /** Set on POST /policy-analyzer by the policy upload's page handler, for the page's action. */
    policyOutcome: PolicyPageOutcome | undefined;
  };
}
