/** Detection band for the current heading (content spec: 100px from the top, 80% from the bottom). */
export const TOC_ROOT_MARGIN = "-100px 0px -80% 0px";
