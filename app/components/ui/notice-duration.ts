/** How long a notice stays on screen, in React (useNotice) and in the page script alike. */
export const NOTICE_DURATION_MS = 3500;
