/**
 * The sizes images are made in, from the layouts that show them: cards are at most ~600 CSS px
 * wide (2× on phones ≈ 800), the article hero at most 1024 CSS px. Covers are 16:10 everywhere,
 * so one set of files serves cards, large cards and the hero without cropping.
 */
export const COVER_WIDTHS = [480, 800, 1200] as const;
export const COVER_ASPECT = 16 / 10;

/** Avatars: 48–128 CSS px circles. */
export const AVATAR_WIDTHS = [96, 192, 256] as const;
export const AVATAR_ASPECT = 1;

export const ENCODING = {
  // AVIF effort 2 is several times faster than 4 for files about a third larger: a fair trade at build.
  avif: { quality: 50, effort: 2 },
  webp: { quality: 74, effort: 4 },
} as const;

/** Bump when the encoding or templates change: every cached variant is then made again. */
export const PIPELINE_VERSION = "1";
