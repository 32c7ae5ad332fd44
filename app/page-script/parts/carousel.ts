// Page-script part (scripts/page-script-parts.mjs): The home page's testimonial carousel.
import { startCarousels } from "../carousel";
import { each, whenParsed } from "../dom";

whenParsed(() => each([startCarousels]));
