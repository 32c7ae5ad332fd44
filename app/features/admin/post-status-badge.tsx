import type { MessageKey } from "../../../core/i18n/messages-en";
import { useTranslate } from "../../i18n/use-translate";
import type { PostStatus } from "./post-form";
import { StatusPill, type StatusTone } from "./status-pill";
import "../../../core/i18n/messages/staff";

export const STATUS_LABEL_KEYS: Record<PostStatus, MessageKey> = {
  draft: "admin.ui.status.draft",
  review: "admin.ui.status.review",
  published: "admin.ui.status.published",
};

/** Green for published, yellow for review, grey otherwise (content spec, admin post list). */
const STATUS_TONES: Record<PostStatus, StatusTone> = { published: "green", review: "yellow", draft: "slate" };

export function PostStatusBadge({ status }: { status: PostStatus }) {
  const t = useTranslate();
  return (
    <StatusPill data-status={status} tone={STATUS_TONES[status]}>
      {t(STATUS_LABEL_KEYS[status])}
    </StatusPill>
  );
}
