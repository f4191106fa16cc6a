#!/usr/bin/env bash
# Installs the system packages Tolk runs on (Debian/Ubuntu). Safe to run again: only missing
# packages are installed. Without root it prints the apt command and carries on.
set -u
PACKAGES=(
  apertium apertium-apy
  apertium-eng-spa apertium-eng-cat apertium-en-gl apertium-fr-es apertium-es-pt apertium-es-it
  apertium-es-ro apertium-spa-cat apertium-es-gl apertium-oc-es apertium-eo-es apertium-eu-es
  apertium-urd-hin
  tesseract-ocr tesseract-ocr-eng tesseract-ocr-spa tesseract-ocr-fra tesseract-ocr-deu
  tesseract-ocr-ita tesseract-ocr-por tesseract-ocr-cat tesseract-ocr-osd
  tesseract-ocr-glg tesseract-ocr-ron tesseract-ocr-oci tesseract-ocr-eus tesseract-ocr-epo
  tesseract-ocr-nld tesseract-ocr-pol tesseract-ocr-rus tesseract-ocr-ukr tesseract-ocr-swe
  tesseract-ocr-dan tesseract-ocr-nor tesseract-ocr-tur tesseract-ocr-ara tesseract-ocr-heb
  tesseract-ocr-hin tesseract-ocr-chi-sim tesseract-ocr-jpn tesseract-ocr-kor
  tesseract-ocr-ell tesseract-ocr-fas tesseract-ocr-urd tesseract-ocr-ben tesseract-ocr-tha
  fonts-wqy-microhei
  fonts-noto-core fonts-dejavu-core fonts-liberation2 fonts-lmodern fonts-texgyre fonts-linuxlibertine fonts-inconsolata fonts-roboto-slab fonts-lato fonts-crosextra-carlito fonts-crosextra-caladea
  poppler-utils
  libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui
  # The sandbox of every converter started on untrusted input (docs/decisions/0015).
  bubblewrap util-linux
)
# Browser, database server, groff (real manual pages as PDFs) and ss (which process holds a
# connection) are only needed to run the tests.
if [ "${TOLK_SETUP_TEST_PACKAGES:-0}" = "1" ]; then
  PACKAGES+=(chromium postgresql groff iproute2)
fi

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup-system: apt-get not found; install these packages by hand: ${missing[*]}" >&2
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "setup-system: missing system packages. Run as root:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  echo "setup-system: continuing with what is installed." >&2
  exit 0
fi
echo "setup-system: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || {
  echo "setup-system: apt-get install failed; continuing with what is installed." >&2
}
exit 0
