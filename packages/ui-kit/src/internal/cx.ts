/**
 * Joins CSS class names into one `className`, skipping the falsy ones, so a class can be added
 * on a condition.
 *
 * @param names - class names; `false`, `null`, `undefined` and `''` are left out
 * @returns the names joined with single spaces (`''` when none is left)
 * @example
 * ```tsx
 * <li className={cx(styles.item, active && styles.active, className)} />
 * ```
 */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
