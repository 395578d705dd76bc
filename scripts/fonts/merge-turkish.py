#!/usr/bin/python3
"""
One variable font file per family for Turkish text.

The @fontsource-variable packages split each family into a `latin` file (with ç ö ü ı) and a
`latin-ext` file (with ğ İ ş), so every Turkish page downloads four font files. This copies the
few Turkish letters a page needs from the latin-ext file into the latin file (outlines, their
variations along the weight axis, metrics, mapping) and writes one WOFF2 per family.

Needs Debian's python3-fonttools and python3-brotli (`apt-get install python3-fonttools
python3-brotli`); run with `npm run fonts`. The outputs are committed: a build never runs this.
"""
import sys
from fontTools.ttLib import TTFont

# The Turkish letters outside the latin subset.
EXTRA = [0x011E, 0x011F, 0x0130, 0x015E, 0x015F]


def merge(latin_path, ext_path, out_path):
    base = TTFont(latin_path)
    donor = TTFont(ext_path)
    base_cmap = base.getBestCmap()
    donor_cmap = donor.getBestCmap()
    order = list(base.getGlyphOrder())
    known = set(order)
    renames = {}

    def bring(name):
        """Copies one donor glyph (and, first, its components) into the base font."""
        if name in renames:
            return renames[name]
        glyph = donor["glyf"][name]
        new_name = name if name not in known else f"{name}.tr"
        renames[name] = new_name
        if glyph.isComposite():
            for component in glyph.components:
                component.glyphName = bring(component.glyphName)
        order.append(new_name)
        known.add(new_name)
        base["glyf"].glyphs[new_name] = glyph
        base["hmtx"].metrics[new_name] = donor["hmtx"].metrics[name]
        base["gvar"].variations[new_name] = donor["gvar"].variations.get(name, [])
        return new_name

    added = {}
    for code in EXTRA:
        if code in base_cmap:
            continue
        if code not in donor_cmap:
            sys.exit(f"{ext_path} has no glyph for U+{code:04X}")
        added[code] = bring(donor_cmap[code])

    base.setGlyphOrder(order)
    base["glyf"].glyphOrder = order
    for table in base["cmap"].tables:
        if table.isUnicode():
            table.cmap.update(added)
    # Advance-width variations for the new glyphs come from their outlines' phantom points.
    if "HVAR" in base:
        del base["HVAR"]
    base["maxp"].numGlyphs = len(order)
    base.flavor = "woff2"
    base.save(out_path)
    missing = [c for c in EXTRA if c not in TTFont(out_path).getBestCmap()]
    if missing:
        sys.exit(f"{out_path} lacks {missing}")
    print(f"{out_path}: {len(added)} letters added, {len(order)} glyphs")


if __name__ == "__main__":
    merge(*sys.argv[1:4])
