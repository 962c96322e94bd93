// Ordered lists the owner rearranges (a list field's items, a gallery's pictures, a form's fields).

/** The order after moving the entry at `from` to `to` (both within the list). */
export function movedTo<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moving] = next.splice(from, 1);
  if (moving !== undefined) next.splice(to, 0, moving);
  return next;
}
