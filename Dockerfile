# syntax=docker/dockerfile:1
# One image for the API (`api`), the controller (`controller`) and the render Jobs (`node dist/engine/main.js`,
# set by the controller as the Job's command). Linted by hadolint in test/packaging/dockerfile.test.ts.
# Pin the base by digest in your registry mirror if you need byte-for-byte rebuilds. Node 24 is the active LTS (20 reached
# its end of life in April 2026); the test suite runs on this same version (test/env/lts-node.sh reads it from here).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# 1. Compile: `npm run build` = TypeScript → dist/ and the web console → dist/console.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only (no dev dependencies in the image). The image runs Debian's FFmpeg (stage 3): the
#    static FFmpeg 4.1 builds that @ffmpeg-installer/@ffprobe-installer carry for machines without one (140 MB) are
#    never used here (lib/media/binaries.ts prefers the one on PATH), nor are source maps and type declarations.
#    The CJK fonts (@fontsource/noto-sans-sc, -jp, -kr: 211 MB in nine weights, as woff and woff2) are drawn in two
#    weights from their woff2 files (engine/render/typeset/fallback.ts CJK_WEIGHTS): the image keeps those, 21 MB.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
 && rm -rf node_modules/@ffmpeg-installer node_modules/@ffprobe-installer \
 && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete \
 && find node_modules/@fontsource/noto-sans-sc/files node_modules/@fontsource/noto-sans-jp/files node_modules/@fontsource/noto-sans-kr/files \
      -type f ! -name '*-400-normal.woff2' ! -name '*-700-normal.woff2' -delete

# 3. The runtime: Debian's FFmpeg 5.1, DejaVu fonts, espeak-ng; a non-root user whose uid/gid (10001) the Pods'
#    securityContext names (lib/kube/pod-security.ts).
FROM ${NODE_IMAGE} AS runtime
# Debian stable's security updates are wanted, so package versions are not pinned (hadolint DL3008 is ignored).
# Debian's FFmpeg depends on Mesa's OpenGL drivers (and through them LLVM and Z3: 157 MB), which only an OpenGL
# context would load; FFmpeg links none of them and a render Pod has no GPU, so they are removed after the install.
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core espeak-ng tini ca-certificates \
 && dpkg --purge --force-depends libgl1-mesa-dri libllvm15 libz3-4 \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --gid 10001 montage \
 && useradd --uid 10001 --gid 10001 --no-create-home --home-dir /tmp --shell /usr/sbin/nologin montage
WORKDIR /app
ENV NODE_ENV=production \
    HOME=/tmp
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER 10001:10001
EXPOSE 8080
# The root filesystem is read-only in the Pods: /tmp (API, controller) and /scratch (Jobs) are emptyDir volumes.
ENTRYPOINT ["tini", "--", "node", "dist/bin/montage.js"]
CMD ["api"]
