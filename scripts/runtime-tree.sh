#!/bin/sh
# Copies what the server needs at run time from a built, pruned checkout ($1, after `npm run build`
# and `npm prune --omit=dev`) into $2: the production node_modules, the bundled server with its
# migrations, demo art and PGlite template, and the built store and console. Sources, tests and
# dev tools stay behind. The Dockerfile and scripts/production-install-check.sh both use it, so the
# CI check runs exactly the tree the image runs.
set -eu
src=$1
dest=$2
mkdir -p "$dest"
copy() {
  # Copies $1 (relative to $src) when it exists; a workspace has its own node_modules only sometimes.
  if [ -e "$src/$1" ]; then
    mkdir -p "$dest/$(dirname "$1")"
    cp -a "$src/$1" "$dest/$1"
  fi
}
for path in package.json package-lock.json node_modules \
  packages/contract/package.json packages/contract/src packages/contract/node_modules \
  apps/api/package.json apps/api/dist apps/api/drizzle apps/api/node_modules \
  apps/web/package.json apps/web/dist apps/web/node_modules \
  apps/admin/package.json apps/admin/dist apps/admin/node_modules; do
  copy "$path"
done
for required in apps/api/dist/main.js apps/web/dist/index.html apps/admin/dist/index.html apps/api/drizzle/meta/_journal.json; do
  [ -e "$dest/$required" ] || { echo "runtime-tree: $required is missing (build first)" >&2; exit 1; }
done
mkdir -p "$dest/data" "$dest/tmp"
