/**
 * Another article made from an existing article file: its slug, title and date replaced, its
 * update lines dropped (a new or scheduled article has none). For tests that add articles to
 * a project copy.
 */
export function articleVariant(
  text: string,
  change: { slug: string; title: string; date: string },
): string {
  const replaced = text
    .replace(/^slug: .*$/m, `slug: ${change.slug}`)
    .replace(/^title: .*$/m, `title: ${JSON.stringify(change.title)}`)
    .replace(/^date: .*$/m, `date: ${change.date}`)
    .replace(/^updated(?:_note)?: .*\n/gm, "");
  if (!replaced.includes(`slug: ${change.slug}`) || !replaced.includes(`date: ${change.date}`))
    throw new Error("not an article file: no slug or date line to replace");
  return replaced;
}
