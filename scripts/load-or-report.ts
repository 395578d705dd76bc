import {
  type ContentOptions,
  contentOptionsFrom,
  type LoadedContent,
  loadContent,
} from "@/lib/content/load-content";
import { ContentError } from "@/lib/content/problems";
import { envOrExit } from "./support/env";

/** Loads the content the environment names; on invalid content prints every problem and returns undefined. */
export function loadOrReport(
  options: ContentOptions = contentOptionsFrom(envOrExit()),
): LoadedContent | undefined {
  try {
    return loadContent(options);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    return undefined;
  }
}
