import { escapeMarkup } from "@/lib/text/escape";

/**
 * A very small SVG string builder for the generated covers: numbers are rounded so files stay
 * small, attribute values are escaped, and nothing but shapes and gradients is ever written.
 */

type AttrValue = string | number | false | null | undefined;

/** A number with at most one decimal, without a trailing ".0" or a "-0". */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** One element; attributes that are false, null or undefined are left out. */
export function el(name: string, attrs: Record<string, AttrValue> = {}, ...children: string[]) {
  let out = `<${name}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? num(value) : escapeMarkup(value)}"`;
  }
  return children.length > 0 ? `${out}>${children.join("")}</${name}>` : `${out}/>`;
}

/** Path data from a template: every number interpolated is rounded with `num`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += num(value) + (strings[i + 1] ?? "");
  });
  return out.replace(/\s+/g, " ").trim();
}

/** `translate(x y) rotate(r) scale(s)`, leaving out the identity parts. */
export function transform(x: number, y: number, rotate = 0, scale = 1): string {
  let out = `translate(${num(x)} ${num(y)})`;
  if (num(rotate) !== "0") out += ` rotate(${num(rotate)})`;
  if (num(scale) !== "1") out += ` scale(${num(scale)})`;
  return out;
}
