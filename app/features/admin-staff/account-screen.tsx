import { CircleAlert, KeyRound, ShieldCheck } from "lucide-react";
import { Form, Link } from "react-router";
import { Field, inputClass } from "../../components/ui/form-field";
import { formatLongDate } from "../../lib/format-date";
import { ADMIN_POSTS_PATH } from "../admin/admin-api";
import { AdminShell } from "../admin/admin-shell";

interface AccountScreenProps {
  email: string;
  isHeldToEnrol: boolean;
  status: { isEnabled: boolean; enabledAt: string | null; unusedRecoveryCodes: number; isRequired: boolean };
  enrolment: { secret: string; qrSvg: string } | null;
  recoveryCodes: string[] | null;
  error: string | null;
}

/** The secret in groups of four, as authenticator apps ask for it when typed by hand. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="mt-6 rounded-2xl border border-green-300 bg-green-50 p-5 sm:p-6"
    >
      <h2 id="recovery-codes-title" className="flex items-center gap-2 text-xl font-bold text-green-900">
        <ShieldCheck aria-hidden="true" className="h-5 w-5" />
        Two-factor sign-in is on
      </h2>
      <p className="mt-2 text-slate-800">
        These are your recovery codes. Each one signs you in once in place of a code from your app, if you lose your
        phone. Keep them somewhere safe, away from your password: this is the only time they are shown.
      </p>
      <ol className="mt-4 grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="rounded-md border border-green-200 bg-white px-3 py-2">
            {code}
          </li>
        ))}
      </ol>
      <p className="mt-4">
        <Link to={ADMIN_POSTS_PATH} className="button-primary">
          Continue to Blog Posts
        </Link>
      </p>
    </section>
  );
}

/**
 * /admin/account (decision 0053): two-factor sign-in on or off for the signed-in member, and its
 * set-up: scan the QR code (drawn on our server) or type the key, then confirm with a first code.
 */
export function AccountScreen({ email, isHeldToEnrol, status, enrolment, recoveryCodes, error }: AccountScreenProps) {
  return (
    <AdminShell notice={null} isHeldToEnrol={isHeldToEnrol}>
      <h1 className="text-2xl font-bold text-navy-900">Your account</h1>
      <p className="mt-2 text-slate-700">
        Signed in as <strong className="break-all">{email}</strong>.
      </p>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : status.isEnabled ? (
        <section className="mt-6 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-xl font-bold text-navy-900">
            <ShieldCheck aria-hidden="true" className="h-5 w-5 text-green-700" />
            Two-factor sign-in is on
          </h2>
          <p className="mt-2 text-slate-700">
            On since {status.enabledAt ? formatLongDate(status.enabledAt) : "an earlier date"}. You have{" "}
            {status.unusedRecoveryCodes} unused recovery {status.unusedRecoveryCodes === 1 ? "code" : "codes"}.
          </p>
          <p className="mt-2 text-slate-700">
            Lost your phone and your recovery codes? Ask an admin to reset your two-factor sign-in; you then set it up
            again here.
          </p>
        </section>
      ) : enrolment ? (
        <section
          aria-labelledby="enrol-title"
          className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id="enrol-title" className="flex items-center gap-2 text-xl font-bold text-navy-900">
            <KeyRound aria-hidden="true" className="h-5 w-5" />
            Set up two-factor sign-in
          </h2>
          {(isHeldToEnrol || status.isRequired) && (
            <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="status">
              An admin requires two-factor sign-in for all staff. Set it up to continue.
            </p>
          )}
          <ol className="mt-4 list-decimal space-y-4 pl-5 text-slate-800">
            <li>
              Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator,
              1Password or Aegis) and add an account by scanning this code.
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
                alt="QR code holding your two-factor key for QuoteMaple"
                width={200}
                height={200}
                className="mt-3 h-[200px] w-[200px] rounded-md border border-slate-200 bg-white"
                data-testid="totp-qr"
              />
            </li>
            <li>
              Cannot scan? Type this key instead (time-based, 6 digits):
              <code
                className="mt-2 block rounded-md bg-slate-100 px-3 py-2 font-mono text-base break-all text-navy-900"
                data-testid="totp-secret"
              >
                {groupSecret(enrolment.secret)}
              </code>
            </li>
            <li>
              Enter the 6-digit code the app now shows, to check that it works.
              <Form method="post" className="mt-3 flex max-w-md flex-col gap-3 sm:flex-row sm:items-end">
                <div className="flex-1">
                  <Field id="enrol-code" label="Code from your app">
                    <input
                      id="enrol-code"
                      name="code"
                      type="text"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      required
                      maxLength={12}
                      className={inputClass}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? "enrol-error" : undefined}
                    />
                  </Field>
                </div>
                <button type="submit" className="button-primary">
                  Turn on
                </button>
              </Form>
              {error && (
                <p
                  id="enrol-error"
                  role="alert"
                  className="mt-3 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  <span>{error}</span>
                </p>
              )}
            </li>
          </ol>
        </section>
      ) : null}
    </AdminShell>
  );
}
