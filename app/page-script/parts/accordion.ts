// Page-script part (scripts/page-script-parts.mjs): FAQ answers (one open at a time where the spec says so); also on pages that hydrate, should one draw FAQ answers (they are drawn without state).
import { bindAccordions } from "../accordion";
import { each } from "../dom";

each([bindAccordions]);
