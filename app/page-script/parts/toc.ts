// Page-script part (scripts/page-script-parts.mjs): An article's table of contents: smooth jumps and the scroll-spy.
import { each, whenParsed } from "../dom";
import { bindTocJumps, startTocSpy } from "../toc-spy";

each([bindTocJumps]);
whenParsed(() => each([startTocSpy]));
