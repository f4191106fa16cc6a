# syntax=docker/dockerfile:1
# One image for every role of Tolk: TOLK_ROLE=api, worker or all (the default, embedded PGlite).
# deploy/compose.yaml runs it; README.md "Running at scale" explains the roles and variables.
# Build from the repository root: docker build -t tolk .
FROM debian:bookworm-slim

ENV DEBIAN_FRONTEND=noninteractive
WORKDIR /app

# Debian's Node 18 and npm only bootstrap `npm ci` (scripts/setup.sh needs Node >= 18): the
# project installs and runs its own Node 24, the root devDependency `node`.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates nodejs npm \
 && rm -rf /var/lib/apt/lists/*

# The system packages `npm start` installs (Apertium and its pairs, Tesseract and its languages,
# fonts, poppler, LibreOffice), from the one list in scripts/setup-system.sh. That script carries
# on when apt fails, which suits a developer's machine but not an image: a second run prints
# nothing only when every package is installed, so anything it prints fails the build.
COPY scripts/setup-system.sh scripts/
RUN bash scripts/setup-system.sh \
 && missing="$(bash scripts/setup-system.sh 2>&1)" \
 && if [ -n "$missing" ]; then echo "$missing" >&2; exit 1; fi \
 && rm -rf /var/lib/apt/lists/*

COPY . .

# The project's own set-up: `npm ci` (Node 24 included), then the system packages, already there.
# Development packages stay: Node 24 is one of them and Vite builds the web app.
RUN --mount=type=cache,target=/root/.npm bash scripts/setup.sh

# From here on `node` is the project's Node 24.
ENV PATH=/app/node_modules/.bin:$PATH

# The web app the API serves (WEB_DIST, apps/web/dist); dist/ is never copied in, so it is built.
RUN node scripts/build-web-if-stale.ts

# An unprivileged user; DATA_DIR (./data) is the only place the server writes under /app (with
# S3_* set: the mail outbox when there is no SMTP_URL; with the embedded defaults: everything).
RUN useradd --system --create-home --home-dir /home/tolk tolk \
 && mkdir -p /app/data \
 && chown tolk:tolk /app/data
USER tolk

ENV TOLK_ROLE=all
EXPOSE 8080
CMD ["/app/node_modules/.bin/node", "apps/server/src/main.ts"]
