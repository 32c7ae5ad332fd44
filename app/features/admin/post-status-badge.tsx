import type { MessageKey } from "../../../core/i18n/messages-en";
import { useTranslate } from "../../i18n/use-translate";
import type { PostStatus } from "./post-form";
import "../../../core/i18n/messages/staff";

export const STATUS_LABEL_KEYS: Record<PostStatus, MessageKey> = {
  draft: "admin.ui.status.draft",
  review: "admin.ui.status.review",
  published: "admin.ui.status.published",
};

/** Green for published, yellow for review, grey otherwise (content spec, admin post list). */
const STATUS_CLASSES: Record<PostStatus, string> = {
  published: "bg-green-100 text-green-800 ring-green-600/30",
  review: "bg-yellow-100 text-yellow-800 ring-yellow-600/30",
  draft: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

export function PostStatusBadge({ status }: { status: PostStatus }) {
  const t = useTranslate();
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_CLASSES[status]}`}
    >
      {t(STATUS_LABEL_KEYS[status])}
    </span>
  );
}
