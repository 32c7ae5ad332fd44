// Page-script part (scripts/page-script-parts.mjs): A blog post's Copy link.
import { bindCopyLink } from "../copy-link";
import { each } from "../dom";

each([bindCopyLink]);
