/**
 * Sections that point elsewhere rather than state anything ("Related", "Next steps", "Pages used"):
 * their lines name other pages ("Slot filling in the glossary"), so they repeat a reader's words without
 * answering them. Search leaves their text out of the index and Ask AI never quotes them.
 */
export const NAVIGATION_HEADING =
  /^(related(\s+\w+)?|see also|next steps?|what'?s next|where to go next|further reading|pages used|learn more)$/i;

export function isNavigationHeading(heading: string): boolean {
  return NAVIGATION_HEADING.test(heading.trim());
}
