import { LogOut } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { BRAND } from "../../../core/shared/brand";
import { Notice, type NoticeMessage } from "../../components/ui/notice";
import { useTranslate } from "../../i18n/use-translate";
import { ADMIN_ANALYTICS_PATH, ADMIN_LOGIN_PATH, ADMIN_POSTS_PATH, ADMIN_PRIVACY_PATH, adminApi } from "./admin-api";
import "../../../core/i18n/messages/staff";

/** The staff sections, in the admin bar. */
const ADMIN_SECTIONS = [
  { path: ADMIN_POSTS_PATH, label: "admin.ui.shell.posts" },
  { path: ADMIN_ANALYTICS_PATH, label: "admin.ui.shell.analytics" },
  { path: ADMIN_PRIVACY_PATH, label: "admin.ui.shell.privacy" },
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

/** The signed-in staff member's e-mail, from GET /api/admin/me (a 401 sends the user to sign in). */
function useStaffEmail(): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    adminApi
      .me()
      .then((result) => isCurrent && setEmail(result.staff.email))
      .catch(() => isCurrent && setEmail(null));
    return () => {
      isCurrent = false;
    };
  }, []);
  return email;
}

/**
 * The admin screens' frame: a compact bar (brand, the staff sections, who is signed in, Sign Out) in
 * place of the site header, footer and assistant, which the admin routes hide.
 */
export function AdminShell({ children, notice }: { children: ReactNode; notice: NoticeMessage | null }) {
  const t = useTranslate();
  const email = useStaffEmail();
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
              {ADMIN_SECTIONS.map((section) => (
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
