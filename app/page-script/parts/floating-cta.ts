// Page-script part (scripts/page-script-parts.mjs): The home page's floating call to action after 800 px.
import { each, whenParsed } from "../dom";
import { startFloatingCta } from "../floating-cta";

whenParsed(() => each([startFloatingCta]));
