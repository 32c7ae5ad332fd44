import type { ReactNode } from "react";

const MESSAGE_BOX = "rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600";
const ERROR_BOX = "rounded-xl border border-red-200 bg-red-50 px-4 py-6 text-center text-red-800";

/** `extra` classes (a margin) go first, then the box's own. */
const withExtra = (extra: string | undefined, classes: string) => (extra ? `${extra} ${classes}` : classes);

/** A quiet boxed line on a staff screen: 'Loading...' (with `role="status"`) or an empty list. */
export function MessageBox({
  role,
  className,
  children,
}: {
  role?: "status";
  className?: string;
  children: ReactNode;
}) {
  return (
    <p role={role} className={withExtra(className, MESSAGE_BOX)}>
      {children}
    </p>
  );
}

/** A staff screen's load failure: the message, then the way on (a retry button or a link back). */
export function LoadErrorBox({
  message,
  className,
  children,
}: {
  message: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={withExtra(className, ERROR_BOX)}>
      <p className="font-medium">{message}</p>
      {children}
    </div>
  );
}
