/*
 * Media queries for the breakpoints of styles/globals.css (`--breakpoint-md`, `--breakpoint-lg`),
 * for code that must know what CSS displays (a part that loads only where it is shown). The
 * project's lg is 992px, not Tailwind's default 1024px; tests/unit/styles/breakpoint-media.test.ts
 * holds these equal to the stylesheet.
 */
export const MD_PX = 768;
export const LG_PX = 992;

/** Where `lg:` classes apply. */
export const LG_UP_MEDIA = `(min-width: ${LG_PX}px)`;
/** Below `md:`: phones. */
export const BELOW_MD_MEDIA = `(max-width: ${MD_PX - 0.02}px)`;
