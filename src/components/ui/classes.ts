/** A `className` from the names given, skipping the missing ones (a CSS module has no class for a default variant). */
export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
