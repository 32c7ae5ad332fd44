import { LogOut } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { BRAND } from "../../../core/shared/brand";
import { Notice, type NoticeMessage } from "../../components/ui/notice";
import { useTranslate } from "../../i18n/use-translate";
import {
  ADMIN_ACCOUNT_PATH,
  ADMIN_ANALYTICS_PATH,
  ADMIN_AUDIT_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_POSTS_PATH,
  ADMIN_PRIVACY_PATH,
  ADMIN_STAFF_PATH,
  adminApi,
} from "./admin-api";
import "../../../core/i18n/messages/staff";

/** The staff sections, in the admin bar; the last two for admins only (the server checks too). */
const ADMIN_SECTIONS = [
  { path: ADMIN_POSTS_PATH, label: "admin.ui.shell.posts", isAdminOnly: false },
  { path: ADMIN_ANALYTICS_PATH, label: "admin.ui.shell.analytics", isAdminOnly: false },
  { path: ADMIN_PRIVACY_PATH, label: "admin.ui.shell.privacy", isAdminOnly: false },
  { path: ADMIN_ACCOUNT_PATH, label: "admin.ui.shell.account", isAdminOnly: false },
  { path: ADMIN_STAFF_PATH, label: "admin.ui.shell.staff", isAdminOnly: true },
  { path: ADMIN_AUDIT_PATH, label: "admin.ui.shell.audit", isAdminOnly: true },
] as const;

/** Ends the staff session on the server, then shows the sign-in screen (even if the call failed). */
export async function signOut(): Promise<void> {
  try {
    await adminApi.logout();
  } catch {
    // The session is gone or unreachable either way; the sign-in screen is the right place.
  }
  window.location.assign(ADMIN_LOGIN_PATH);
}

/** The signed-in staff member, from GET /api/admin/me (a 401 sends the user to sign in). */
function useStaffIdentity(isEnabled: boolean): { email: string; role: string } | null {
  const [staff, setStaff] = useState<{ email: string; role: string } | null>(null);
  useEffect(() => {
    if (!isEnabled) return;
    let isCurrent = true;
    adminApi
      .me()
      .then((result) => isCurrent && setStaff(result.staff))
      .catch(() => isCurrent && setStaff(null));
    return () => {
      isCurrent = false;
    };
  }, [isEnabled]);
  return staff;
}

/**
 * The admin screens' frame: a compact bar (brand, the staff sections, who is signed in, Sign Out) in
 * place of the site header, footer and assistant, which the admin routes hide.
 */
export function AdminShell({
  children,
  notice,
  isHeldToEnrol = false,
}: {
  children: ReactNode;
  notice: NoticeMessage | null;
  /** A session held to set up two-factor sign-in (decision 0053): no sections, and no call to /me. */
  isHeldToEnrol?: boolean;
}) {
  const t = useTranslate();
  const staff = useStaffIdentity(!isHeldToEnrol);
  const email = staff?.email ?? null;
  const sections = isHeldToEnrol
    ? []
    : ADMIN_SECTIONS.filter((section) => !section.isAdminOnly || staff?.role === "admin");
  const location = useLocation();
  const [isSigningOut, setIsSigningOut] = useState(false);

  return (
    <div className="flex flex-1 flex-col bg-slate-50">
      <header className="border-b border-navy-800 bg-navy-900 text-white">
        <div className="mx-auto flex w-full max-w-7xl items-center gap-x-3 px-4 py-2 sm:gap-x-6 sm:px-6">
          <Link
            to={ADMIN_POSTS_PATH}
            className="flex min-h-11 shrink-0 items-center gap-2 font-semibold focus-visible:outline-white"
          >
            <img src="/favicon.svg" alt="" width={24} height={24} />
            {/* On a phone the mark alone stands for the brand; the name stays for screen readers. */}
            <span className="sr-only sm:not-sr-only">{t("admin.ui.shell.brand", { brand: BRAND.name })}</span>
          </Link>
          <nav aria-label={t("admin.ui.shell.navLabel")} className="min-w-0 flex-1 overflow-x-auto">
            <ul className="flex items-center gap-1">
              {sections.map((section) => (
                <li key={section.path} className="shrink-0">
                  <Link
                    to={section.path}
                    aria-current={location.pathname.startsWith(section.path) ? "page" : undefined}
                    className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap text-slate-100 hover:bg-navy-800 focus-visible:outline-white aria-[current=page]:bg-navy-800 aria-[current=page]:text-white sm:px-3"
                  >
                    {t(section.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {email && (
            <span className="hidden truncate text-sm text-slate-200 md:inline" data-testid="admin-signed-in">
              {t("admin.ui.shell.signedInAs", { email })}
            </span>
          )}
          <button
            type="button"
            disabled={isSigningOut}
            onClick={() => {
              setIsSigningOut(true);
              void signOut();
            }}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md border border-slate-400 px-3 text-sm font-medium text-white hover:bg-navy-800 focus-visible:outline-white disabled:opacity-60"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t("admin.ui.signOut")}
          </button>
        </div>
      </header>
      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">{children}</div>
      <Notice notice={notice} />
    </div>
  );
}
