#!/usr/bin/env bash
# Builds the base images the Dockerfiles default to (node, nginx, rabbitmq) locally, for a machine where no
# image registry is reachable: Debian bookworm from debootstrap, Node.js copied from this machine, nginx and
# RabbitMQ from Debian's packages. Images that already exist are kept (`--force` rebuilds them).
# Needs root, podman and debootstrap. Prints what it built and how long it took.
set -euo pipefail
cd "$(dirname "$0")"

force=false
[ "${1:-}" = "--force" ] && force=true
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
have() { ! $force && podman image exists "$1"; }
took() { printf '%s built in %ss\n' "$1" "$(( $(date +%s) - $2 ))"; }

if ! have localhost/debian:bookworm; then
  started=$(date +%s)
  rootfs="$(mktemp -d /tmp/manan-debootstrap.XXXXXX)"
  trap 'rm -rf "$rootfs"' EXIT
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >/dev/null
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | podman import - localhost/debian:bookworm >/dev/null
  rm -rf "$rootfs"
  trap - EXIT
  took localhost/debian:bookworm "$started"
fi

if ! have localhost/manan-node:20 || ! have localhost/manan-node:20-build; then
  started=$(date +%s)
  node_bin="$(command -v node)"
  case "$("$node_bin" -v)" in v20.*) ;; *) echo "Node 20 is needed at $node_bin, found $("$node_bin" -v)" >&2; exit 1 ;; esac
  context="$(mktemp -d /tmp/manan-node-context.XXXXXX)"
  cp "$node_bin" "$context/node"
  cp -a "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$context/npm"
  podman build -q --target build -t localhost/manan-node:20-build -f node.Dockerfile "$context" >/dev/null
  podman build -q --target runtime -t localhost/manan-node:20 -f node.Dockerfile "$context" >/dev/null
  rm -rf "$context"
  took "localhost/manan-node:20 and :20-build (Node $("$node_bin" -v))" "$started"
fi

for image in nginx rabbitmq; do
  if ! have "localhost/manan-$image:bookworm"; then
    started=$(date +%s)
    podman build -q -t "localhost/manan-$image:bookworm" -f "$image.Dockerfile" . >/dev/null
    took "localhost/manan-$image:bookworm" "$started"
  fi
done
podman images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -E '^localhost/(debian|manan-(node|nginx|rabbitmq)):'
