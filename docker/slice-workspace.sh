#!/bin/sh
# Run inside an image build on a built monorepo with its node_modules installed (argument: its root,
# default the working directory): lays out /slices/<service>/node_modules with just the production packages
# that service resolves — nothing of the front ends (they ship as static files), nothing of another
# service (svc-auth does not carry svc-triage's PDF stack) — copied from the installed tree, so nothing is
# downloaded or compiled. Source maps, type declarations and native-build leftovers are left out.
set -eu
source_root="$(cd "${1:-.}" && pwd)"
services="svc-gateway svc-auth svc-triage svc-billing"
cd "$source_root"

mkdir -p /slices/data
for service in $services; do
  target="/slices/$service/node_modules"
  mkdir -p "$target/@manan"
  # Top-level packages only: a nested node_modules travels inside its parent.
  npm ls --omit=dev --all --parseable -w contracts -w packages/service-kit -w "$service" 2>/dev/null \
    | sed -n "s#^$source_root/node_modules/##p" | grep -v '/node_modules/' | grep -v '^@manan/' | sort -u \
    | while read -r package; do
        [ -d "node_modules/$package" ] || continue
        mkdir -p "$target/$(dirname "$package")"
        cp -a "node_modules/$package" "$target/$package"
      done
  ln -s ../../contracts "$target/@manan/contracts"
  ln -s ../../packages/service-kit "$target/@manan/service-kit"
  # better-sqlite3 keeps its compiler's leftovers and sources beside the one .node file it loads.
  rm -rf "$target"/better-sqlite3/build/Release/obj* "$target"/better-sqlite3/build/Release/*.a \
    "$target"/better-sqlite3/build/Release/test_extension.node "$target"/better-sqlite3/deps \
    "$target"/better-sqlite3/src "$target"/@napi-rs/canvas-linux-x64-musl "$target"/.cache
  find "$target" \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' \) -type f -delete
  printf '%s: %s\n' "$service" "$(du -sh "$target" | cut -f1)"
done
