// Spec accounts-platform 9 breakpoints. CSS media queries use the same numbers (see tokens.css).
export const BREAKPOINTS = { xs: 320, sm: 428, md: 744, lg: 1024, xl: 1440, xxl: 1850 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** min-width query for a breakpoint, e.g. mediaUp('md') -> "(min-width: 744px)". */
export const mediaUp = (bp: Breakpoint) => `(min-width: ${BREAKPOINTS[bp]}px)`;
