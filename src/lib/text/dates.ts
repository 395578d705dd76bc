/**
 * The first day the publication has content (docs/behaviour.md#content-dates). Dates readers
 * see are written at build, in the site's locale and time zone (src/lib/i18n/format.ts): never
 * on the client, where they would differ from the server's HTML.
 */
export const CONTENT_START_DATE = "2024-10-09T00:00:00Z";
