/**
 * Whether a pointer press or a focus move to `target` leaves the login popover: it is outside
 * `root` and not inside a modal dialog over the page (the announcement popup that opens at the
 * first interaction — closing it must not close the popover under it).
 *
 * @param root - the popover's root (button and panel)
 * @param target - where the press landed or the focus went
 * @returns true when the popover should close
 */
export function leavesPopover(root: Node | null, target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return !root?.contains(target as Node | null);
  if (target.closest('[aria-modal="true"]')) return false;
  return !root?.contains(target);
}
