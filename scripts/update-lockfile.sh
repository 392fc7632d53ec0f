#!/usr/bin/env bash
# Regenerates package-lock.json from the package.json files with npm 11.6.2, which records every
# platform's optional native binaries (npm 11.19 drops them, and then its own `npm ci` refuses the lock).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cd "$root"
for manifest in package.json */package.json packages/*/package.json; do
  mkdir -p "$scratch/$(dirname "$manifest")"
  cp "$manifest" "$scratch/$manifest"
done
(cd "$scratch" && npx -y npm@11.6.2 install --package-lock-only --no-audit --no-fund)
cp "$scratch/package-lock.json" "$root/package-lock.json"
echo 'package-lock.json regenerated. Sync node_modules with npm ci (a plain npm install would rewrite the lock again).'
