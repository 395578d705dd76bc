import { defineCollection } from "astro:content";
import { contentOptionsFrom } from "@/lib/content/loading/load-content";
import { readEnv } from "@/lib/env";
import { COLLECTION } from "./content/entries";
import { siteContentLoader } from "./content/loader";

export const collections = {
  [COLLECTION]: defineCollection({ loader: siteContentLoader(contentOptionsFrom(readEnv())) }),
};
