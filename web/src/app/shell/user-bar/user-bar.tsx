/** The user bar (spec section 2). Placeholder until the user bar lands. */
export function UserBar(): null {
  return null;
}
