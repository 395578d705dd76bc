/**
 * Where the desk keeps images: each article's (and author's) in a folder of its own, named by
 * its slug, so an upload can never replace another article's file of the same name.
 * `content/articles/images/gunes-kremi/kapak.jpg`, named `images/gunes-kremi/kapak.jpg` in
 * the article's front matter (relative to the article, as the build reads covers).
 */

/** Decap's folder settings for a collection whose files live in `folder`. */
export const ownImageFolders = (folder: string) => ({
  // From the repository's root, so a new file's library shows its own folder too (Decap
  // reads a relative folder from the file's path, which a new file does not have yet).
  media_folder: `/${folder}/images/{{fields.slug}}`,
  public_folder: "images/{{fields.slug}}",
});

/**
 * A new file's image uploaded while its slug was still changing: Decap writes the upload
 * into the folder of the slug it is saved under, so the field must name that folder too.
 * Returns the corrected path, or null when there is nothing to correct.
 */
export function ownFolderImage(
  src: string,
  slug: string,
  uploaded: readonly { path?: string; draft?: boolean }[],
): string | null {
  const match = /^(?:\.\/)?images\/(?:([^/]*)\/)?([^/]+)$/.exec(src);
  if (!match || !slug) return null;
  const [, folder, name] = match;
  if (folder === slug) return null;
  const fresh = uploaded.some((file) => file.draft && file.path?.split("/").pop() === name);
  return fresh ? `images/${slug}/${name}` : null;
}
