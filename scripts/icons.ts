/**
 * Renders the brand logo (assets/brand/logo.svg) to the site's icons. Re-run with
 * `npm run icons` after changing the SVG; the PNGs are committed so a build needs no step.
 *   SITE=isilti npm run icons
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { LOGO_SIZE } from "@/lib/content/loading/site";
import { paths } from "@/lib/paths";
import { envOrExit } from "./support/env";

const siteName = envOrExit().site;
const svg = readFileSync(path.resolve("assets/brand/logo.svg"));
const publicDir = path.resolve("public");

async function png(size: number): Promise<Buffer> {
  return sharp(svg, { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** An ICO file holding one PNG image (supported by every current browser). */
function icoFromPng(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, image]);
}

async function main(): Promise<void> {
  mkdirSync(path.join(publicDir, "icons"), { recursive: true });
  const outputs: [string, Buffer][] = [
    [paths.logo(siteName), await png(LOGO_SIZE)],
    [paths.appIcon(192), await png(192)],
    [paths.appIcon(512), await png(512)],
    [paths.appleTouchIcon, await png(180)],
    [paths.favicon, icoFromPng(await png(32), 32)],
  ];
  for (const [name, bytes] of outputs) {
    writeFileSync(path.join(publicDir, name), bytes);
    console.log(`${name} (${bytes.length} bytes)`);
  }
}

await main();
