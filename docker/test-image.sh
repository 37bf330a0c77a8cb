#!/usr/bin/env bash
# The image test: builds docker/Dockerfile with podman, starts the image as an operator would and
# probes it (docker/test-image.mjs says what). Run from anywhere: bash docker/test-image.sh
#
#   --write-docs   also rewrites the "## Container image" section of docs/benchmarks.md with the figures
#                  (the image then builds without the layer cache, so the build time is a whole build)
#
# Environment: IMAGE_TEST_TAG (default localhost/esthetics:image-test), IMAGE_TEST_PORT (first of the
# three ports the containers listen on, host network; default: free ports),
# IMAGE_TEST_POSTGRES_URL (a PostgreSQL superuser's URL, default postgres://postgres@127.0.0.1:5432/postgres:
# the test creates and drops a database of its own there).
#
# Installs podman, runc and debootstrap from Debian when they are missing (as root). Where podman
# cannot run containers at all, says so in one line and exits 0; otherwise exits 1 when the image
# does not build or any probe fails. Removes the containers, volumes and database it creates.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for tool in podman runc debootstrap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
    echo "SKIP image test: ${missing[*]} missing and not installable here (needs root and apt-get)"
    exit 0
  fi
  echo "Installing ${missing[*]} from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc debootstrap >/dev/null
fi

if ! info=$(podman info 2>&1 >/dev/null); then
  echo "SKIP image test: podman cannot run containers here ($(printf '%s' "$info" | head -1))"
  exit 0
fi

# The limits the containers may have: no higher than this shell's (podman's default is above them
# on machines without cgroup delegation).
export IMAGE_TEST_NOFILE="$(ulimit -n):$(ulimit -Hn)"
exec node docker/test-image.mjs "$@"
