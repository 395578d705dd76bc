import type { ContentQueries } from "./content-queries";
import { createQueries } from "./queries/create-queries";
import { readBody, readModel } from "./snapshot";

let queries: ContentQueries | undefined;

/** The content layer as routes use it: read from the build's snapshot once per process. */
export function content(): ContentQueries {
  queries ??= createQueries(readModel(), (slug) => readBody(slug));
  return queries;
}
