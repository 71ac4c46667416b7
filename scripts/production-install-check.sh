#!/usr/bin/env bash
# What the container image runs, checked without a container daemon (decision 030): a copy of the
# repository (the tracked and new files of this work tree, no node_modules or builds) is installed
# with `npm ci`, built, pruned to production dependencies and cut down to the runtime tree exactly as
# the Dockerfile does (scripts/runtime-tree.sh), then started with NODE_ENV=production on a fresh
# PostgreSQL database until /api/health/ready answers 200 and the store and console are served.
# A package the server needs at run time but declared in devDependencies fails the start.
#
#   bash scripts/production-install-check.sh
#
# Environment: DATABASE_URL (an admin connection to create and drop the database; default
# postgres://postgres@127.0.0.1:5432/postgres), CHECK_PORT (default 4209), KEEP_CHECK_DIR=1 to keep
# the copy, CHECK_AS_DEV_DEPENDENCY=<package> to move one of the server's dependencies to its
# devDependencies in the copy (the check must then fail: that is how it was proven). Needs git, tar and npm; the database is made with node and the repository's pg.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
admin_url="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
port="${CHECK_PORT:-4209}"
work="$(mktemp -d "${TMPDIR:-/tmp}/pedestal-prod-check-XXXXXX")"
db="pedestal_prod_check_$(date +%s)_$$"
server_pid=""
started=$(date +%s)
step() { echo "== production install check: $* ($(($(date +%s) - started)) s)"; }

sql() {
  # One statement on the admin connection, with the pg client of the source tree's install.
  (cd "$root" && node -e "
    const pg = require('pg');
    const c = new pg.Client({ connectionString: process.argv[1] });
    c.connect().then(() => c.query(process.argv[2])).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });
  " "$admin_url" "$1")
}

cleanup() {
  local rc=$?
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  sql "DROP DATABASE IF EXISTS ${db} WITH (FORCE)" >/dev/null 2>&1 || true
  if [ "${KEEP_CHECK_DIR:-}" = "1" ]; then echo "kept $work"; else rm -rf "$work"; fi
  exit $rc
}
trap cleanup EXIT

step "copy the repository to $work"
mkdir -p "$work/src"
(cd "$root" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
  tar --null -T - -cf -) | tar -xf - -C "$work/src"

if [ -n "${CHECK_AS_DEV_DEPENDENCY:-}" ]; then
  step "moving ${CHECK_AS_DEV_DEPENDENCY} to the server's devDependencies (this run must fail)"
  node -e "
    const fs = require('fs'); const f = process.argv[1]; const name = process.argv[2];
    const p = JSON.parse(fs.readFileSync(f, 'utf8'));
    if (!p.dependencies[name]) throw new Error(name + ' is not a dependency of apps/api');
    p.devDependencies[name] = p.dependencies[name]; delete p.dependencies[name];
    fs.writeFileSync(f, JSON.stringify(p, null, 2) + '\\n');
  " "$work/src/apps/api/package.json" "$CHECK_AS_DEV_DEPENDENCY"
fi

step "npm ci"
(cd "$work/src" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
step "npm run build"
(cd "$work/src" && npm run build --silent >"$work/build.log" 2>&1) || { tail -40 "$work/build.log"; exit 1; }
step "npm prune --omit=dev"
(cd "$work/src" && npm prune --omit=dev --no-audit --no-fund --loglevel=error)
step "runtime tree"
sh "$work/src/scripts/runtime-tree.sh" "$work/src" "$work/app"
# The build's full tree goes, so nothing can be resolved from it by accident.
rm -rf "$work/src"

step "start with NODE_ENV=production on a fresh PostgreSQL database"
sql "CREATE DATABASE ${db}"
db_url="$(node -e "const u = new URL(process.argv[1]); u.pathname = '/' + process.argv[2]; console.log(u.toString())" "$admin_url" "$db")"
(
  cd "$work/app"
  # Only what production requires; the exceptions are named (another check refuses unsafe defaults).
  exec env -i PATH="$PATH" HOME="$work" \
    NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/app/data" TMPDIR="$work/app/tmp" \
    DATABASE_URL="$db_url" PUBLIC_URL="https://shop.example.test" \
    PAYMENT_PROVIDER=sandbox MAIL_TRANSPORT=console \
    ALLOW_UNSAFE_PRODUCTION=sandbox-payments,console-mail \
    ADMIN_USERNAME=operator ADMIN_PASSWORD=production-check-password \
    JOB_POLL_SECONDS=1 \
    node --enable-source-maps apps/api/dist/main.js
) >"$work/server.log" 2>&1 &
server_pid=$!

deadline=$(($(date +%s) + ${CHECK_TIMEOUT_SECONDS:-120}))
ready=""
while [ "$(date +%s)" -lt "$deadline" ]; do
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  if node -e "fetch('http://127.0.0.1:${port}/api/health/ready').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"; then
    ready=1
    break
  fi
  sleep 1
done
if [ -z "$ready" ]; then
  echo "The production install did not answer ready. Server output:" >&2
  tail -60 "$work/server.log" >&2
  exit 1
fi
step "ready; the store, the console and the API answer"
for path in / /admin/ /api/health/live /api/problems/not-found; do
  status=$(node -e "fetch('http://127.0.0.1:${port}${path}').then((r) => console.log(r.status), () => console.log(0))")
  if [ "$status" != 200 ]; then
    echo "GET $path answered $status" >&2
    tail -30 "$work/server.log" >&2
    exit 1
  fi
done
step "passed"
