#!/usr/bin/env bash
# Gathers the PDF structure corpus: real documents from seven producers that Tolk's code did not make
# (pdfTeX, XeTeX, LuaTeX, dvips + Ghostscript from Debian's texlive-*-doc packages; groff from manual
# pages; LibreOffice from a template and an HTML manual it ships). Needs root for apt-get.
# Usage: bash bench/pdf-structure/corpus.sh DIR
set -euo pipefail
dir=${1:?usage: corpus.sh DIR}
mkdir -p "$dir" && cd "$dir"
apt-get install -y -qq --no-install-recommends texlive-latex-base-doc texlive-latex-recommended-doc \
  texlive-publishers-doc texlive-humanities-doc texlive-science-doc groff libreoffice-writer-nogui \
  hunspell-es hunspell-en-us >/dev/null
D=/usr/share/doc/texlive-doc/latex
cp $D/acmart/samples/sample-sigconf.pdf pdftex-acm-sigconf.pdf
cp $D/beamer-verona/beamer-verona-default.pdf pdftex-beamer.pdf
cp $D/base/usrguide.pdf pdftex-usrguide.pdf
cp $D/beamer-verona/beamer-verona.pdf xetex-verona.pdf
cp $D/rbt-mathnotes/rbt-mathnotes.pdf xetex-mathnotes.pdf
cp $D/brandeis-problemset/example.pdf xetex-problemset.pdf
cp $D/acmart/samples/sample-lualatex.pdf luatex-acm.pdf
cp $D/bfh-ci/DEMO-BFHPub.pdf luatex-bfh.pdf
cp $D/ijsra/ijsra.pdf luatex-ijsra.pdf
cp $D/revtex4-1/sample/aps/apssamp.pdf gs-apssamp.pdf
cp $D/galois/galois.pdf gs-galois.pdf
cp $D/seminar/semsamp2.pdf gs-seminar.pdf
zcat "$(man -w tar)" | groff -man -Tpdf >groff-tar.pdf
zcat "$(man -w find)" | groff -man -Tpdf >groff-find.pdf
work=$(mktemp -d)
cp /usr/lib/libreoffice/share/template/common/officorr/Modern_business_letter_serif.ott "$work/letter.ott"
cp /usr/share/doc/groff-base/html/mom/definitions.html "$work/momdefs.html"
(cd "$work" && soffice --headless --convert-to pdf letter.ott >/dev/null 2>&1 &&
  soffice --headless --convert-to 'pdf:writer_web_pdf_Export:{"UseTaggedPDF":{"type":"boolean","value":"true"}}' momdefs.html >/dev/null 2>&1)
cp "$work/letter.pdf" lo-letter.pdf
cp "$work/momdefs.pdf" lo-momdefs.pdf
rm -rf "$work"
ls "$dir"
