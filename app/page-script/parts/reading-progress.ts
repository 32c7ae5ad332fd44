// Page-script part (scripts/page-script-parts.mjs): An article's reading-progress bar.
import { each, whenParsed } from "../dom";
import { startReadingProgress } from "../reading-progress";

whenParsed(() => each([startReadingProgress]));
