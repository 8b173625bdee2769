/** The signed-in person's own record (spec section 2, user dropdown). Placeholder until it lands. */
export function PersonalInfoDialog(_props: { isOpen: boolean; onClose: () => void }): null {
  return null;
}
