import type { Motif } from "./cover-themes";

/**
 * Decorative shapes for generated covers, as SVG drawn on a 1200 × 750 canvas, mostly on the
 * right so the title on the left stays readable. White at low opacity over the gradient.
 */
const SHAPES: Record<Motif, string> = {
  strokes: [
    '<path d="M760 120 C900 60 1060 110 1150 40" stroke-width="46"/>',
    '<path d="M700 300 C860 220 1000 320 1180 230" stroke-width="30"/>',
    '<path d="M820 470 C930 420 1050 470 1170 420" stroke-width="62"/>',
    '<rect x="980" y="540" width="70" height="170" rx="14" transform="rotate(-18 1015 625)" fill="#fff" stroke="none"/>',
    '<rect x="990" y="470" width="50" height="90" rx="25" transform="rotate(-18 1015 515)" fill="#fff" stroke="none"/>',
  ].join(""),
  drops: [
    [980, 150, 1.6],
    [1100, 360, 1],
    [850, 430, 1.25],
    [1060, 600, 0.8],
    [760, 170, 0.7],
  ]
    .map(
      ([x, y, s]) =>
        `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -70 C30 -25 55 5 55 35 a55 55 0 0 1 -110 0 C-55 5 -30 -25 0 -70Z" fill="#fff" stroke="none"/>`,
    )
    .join(""),
  waves: [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<path d="M640 ${90 + i * 110} C780 ${20 + i * 110} 900 ${170 + i * 110} 1040 ${90 + i * 110} S1260 ${40 + i * 110} 1300 ${100 + i * 110}" stroke-width="${10 + i * 3}"/>`,
    )
    .join(""),
  leaves: [
    [960, 200, -30, 1.4],
    [1110, 420, 25, 1.1],
    [830, 470, -60, 1],
    [1060, 90, 50, 0.8],
  ]
    .map(
      ([x, y, r, s]) =>
        `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><path d="M0 -120 C70 -60 70 60 0 120 C-70 60 -70 -60 0 -120Z" fill="#fff" stroke="none"/><path d="M0 -110 L0 110" stroke-width="6" opacity="0.6"/></g>`,
    )
    .join(""),
  sparkles: [
    [980, 230, 1.7],
    [1120, 520, 0.9],
    [800, 520, 0.6],
    [1130, 110, 0.5],
  ]
    .map(
      ([x, y, s]) =>
        `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -110 C10 -30 30 -10 110 0 C30 10 10 30 0 110 C-10 30 -30 10 -110 0 C-30 -10 -10 -30 0 -110Z" fill="#fff" stroke="none"/>`,
    )
    .join(""),
  bottles: [
    '<rect x="860" y="260" width="120" height="300" rx="30" fill="#fff" stroke="none"/>',
    '<rect x="885" y="200" width="70" height="70" rx="10" fill="#fff" stroke="none"/>',
    '<rect x="1020" y="330" width="150" height="230" rx="22" fill="#fff" stroke="none"/>',
    '<rect x="1050" y="280" width="90" height="56" rx="12" fill="#fff" stroke="none"/>',
    '<rect x="740" y="430" width="100" height="130" rx="50" fill="#fff" stroke="none"/>',
    '<path d="M700 600 L1200 600" stroke-width="8"/>',
  ].join(""),
  rings: [
    [1000, 330, 90],
    [1000, 330, 170],
    [1000, 330, 250],
    [760, 150, 50],
    [1130, 620, 60],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" stroke-width="14"/>`)
    .join(""),
};

export function motifSvg(motif: Motif, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750"><g fill="none" stroke="${colour}" stroke-linecap="round" opacity="0.16">${SHAPES[motif]}</g></svg>`;
}

/** The logo's four-point sparkle, for the brand line of a cover. */
export function sparkleSvg(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="-110 -110 220 220"><path d="M0 -110 C10 -30 30 -10 110 0 C30 10 10 30 0 110 C-10 30 -30 10 -110 0 C-30 -10 -10 -30 0 -110Z" fill="${colour}"/></svg>`;
}
