import { CircleAlert, KeyRound, UserPlus } from "lucide-react";
import { Form } from "react-router";
import { Field, inputClass } from "../../components/ui/form-field";
import { formatLongDate } from "../../lib/format-date";
import { AdminShell } from "../admin/admin-shell";
import { StatusPill } from "../admin/status-pill";
import type { StaffMemberView } from "../../../server/http/staff-account";

type StaffMember = StaffMemberView;

type Result =
  | { kind: "created"; email: string; password: string }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string };

function ResultBox({ result }: { result: Result }) {
  if (result.kind === "created") {
    return (
      <div role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-slate-800">
        <p>
          Created <strong>{result.email}</strong>. Give them this password over a separate channel; it is shown only
          this once:
        </p>
        <code className="mt-2 block font-mono text-base break-all" data-testid="new-staff-password">
          {result.password}
        </code>
      </div>
    );
  }
  const isError = result.kind === "error";
  return (
    <p
      role={isError ? "alert" : "status"}
      className={`mt-4 flex items-start gap-2 rounded-lg border p-3 text-sm ${isError ? "border-red-200 bg-red-50 text-red-800" : "border-green-300 bg-green-50 text-green-900"}`}
    >
      {isError && <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />}
      <span>{result.message}</span>
    </p>
  );
}

function TwoFactorCell({ member }: { member: StaffMember }) {
  if (!member.twoFactorEnabledAt) return <StatusPill tone="slate">Off</StatusPill>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <StatusPill tone="green">On</StatusPill>
      <span className="text-sm text-slate-600">
        {member.unusedRecoveryCodes} recovery {member.unusedRecoveryCodes === 1 ? "code" : "codes"} left
      </span>
    </span>
  );
}

function ResetButton({ member }: { member: StaffMember }) {
  if (!member.twoFactorEnabledAt) return null;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="staffUserId" value={member.id} />
      <input type="hidden" name="email" value={member.email} />
      <button
        type="submit"
        className="button-secondary min-h-11"
        aria-label={`Reset two-factor sign-in for ${member.email}`}
      >
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        Reset 2FA
      </button>
    </Form>
  );
}

/**
 * /admin/staff (decision 0053): who has staff access, whether each uses two-factor sign-in, a reset for
 * a member who lost their phone and codes, the rule that requires it of everyone, and adding a member.
 */
export function StaffScreen({
  staff,
  isTwoFactorRequired,
  result,
}: {
  staff: StaffMember[];
  isTwoFactorRequired: boolean;
  result: Result | null;
}) {
  return (
    <AdminShell notice={null}>
      <h1 className="text-2xl font-bold text-navy-900">Staff</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Everyone who can sign in to the staff area. Resetting a member&apos;s two-factor sign-in removes their key and
        recovery codes and signs them out; they set it up again from their account screen.
      </p>
      {result && <ResultBox result={result} />}

      <section aria-labelledby="policy-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="policy-title" className="text-lg font-bold text-navy-900">
          Two-factor sign-in for all staff
        </h2>
        <Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
          <input type="hidden" name="intent" value="policy" />
          <label className="inline-flex min-h-11 items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              name="requireTwoFactor"
              defaultChecked={isTwoFactorRequired}
              className="h-5 w-5 accent-navy-800"
            />
            Require two-factor sign-in for every staff member
          </label>
          <button type="submit" className="button-primary">
            Save
          </button>
        </Form>
      </section>

      <section aria-labelledby="members-title" className="mt-6">
        <h2 id="members-title" className="text-lg font-bold text-navy-900">
          Members
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {staff.map((member) => (
            <li
              key={member.id}
              className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between"
              data-testid="staff-member"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all text-navy-900">{member.email}</p>
                <p className="text-sm text-slate-600">
                  {member.role === "admin" ? "Admin" : "Editor"} · last sign-in{" "}
                  {member.lastLoginAt ? formatLongDate(member.lastLoginAt) : "never"}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <TwoFactorCell member={member} />
                <ResetButton member={member} />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="add-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="add-title" className="flex items-center gap-2 text-lg font-bold text-navy-900">
          <UserPlus aria-hidden="true" className="h-5 w-5" />
          Add a staff member
        </h2>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <input type="hidden" name="intent" value="create" />
          <Field id="new-staff-email" label="Work e-mail">
            <input id="new-staff-email" name="email" type="email" required className={inputClass} />
          </Field>
          <Field id="new-staff-role" label="Role">
            <select id="new-staff-role" name="role" className={inputClass} defaultValue="editor">
              <option value="editor">Editor</option>
              <option value="admin">Admin</option>
            </select>
          </Field>
          <button type="submit" className="button-primary">
            Add
          </button>
        </Form>
      </section>
    </AdminShell>
  );
}
