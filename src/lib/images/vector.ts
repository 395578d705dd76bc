import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { VectorImageRef } from "@/lib/content/types";
import { hashOf, type ImageStore } from "./cache";

/**
 * Stores an SVG under a name made from its own bytes: an unchanged drawing keeps its name
 * and is never written again, a changed one (other inputs, a changed template) gets a new
 * name, so browsers and CDNs can cache every file forever.
 */
export function storeVector(
  svg: string,
  size: { width: number; height: number },
  store: ImageStore,
): { ref: VectorImageRef; id: string; written: number } {
  const id = hashOf("svg", svg).slice(0, 16);
  const name = `${id}.svg`;
  const file = path.join(store.dir, name);
  let written = 0;
  if (!existsSync(file)) {
    mkdirSync(store.dir, { recursive: true });
    // Written aside and renamed: an interrupted build never leaves a cut file under a final name.
    writeFileSync(`${file}.tmp`, svg);
    renameSync(`${file}.tmp`, file);
    written = 1;
  }
  return {
    ref: { kind: "vector", alt: "", ...size, src: `${store.urlPrefix}/${name}` },
    id,
    written,
  };
}
