// Page-script part (scripts/page-script-parts.mjs): The home page's typing headline.
import { each, whenParsed } from "../dom";
import { startTypingHeadline } from "../typing-headline";

whenParsed(() => each([startTypingHeadline]));
