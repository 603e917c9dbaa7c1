#!/usr/bin/env bash
# Renders the PNG sizes of the app icon from the SVG (needs rsvg-convert: librsvg2-bin).
# The PNGs are committed so neither the build nor the app needs an SVG renderer: Qt draws the
# window icon from them even where the Qt SVG plugin (libqt6svg6) is not installed.
set -euo pipefail
cd "$(dirname "$0")"
for size in 16 24 32 48 64 128 256; do
    rsvg-convert -w "$size" -h "$size" io.github.oxo.Oxo.svg -o "png/oxo-$size.png"
done
