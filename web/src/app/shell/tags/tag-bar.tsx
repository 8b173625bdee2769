/** The tag bar of open pages (spec section 2). Placeholder until the tag bar lands. */
export function TagBar(): null {
  return null;
}
