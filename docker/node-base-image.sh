#!/usr/bin/env bash
# A stand-in for the official Node base image, for machines that reach Debian's and npm's package
# registries but no container registry. Tagged with the name docker/Dockerfile asks for, so that
# `podman build --pull=never` uses it and the Dockerfile stays exactly what users run elsewhere.
#
# Usage (as root): bash docker/node-base-image.sh [TAG]   (default: node:20-bookworm-slim)
#
# Debian from its mirror, this machine's Node and npm, close to the official image:
# - Debian bookworm (minbase) with this machine's Node 20 in /usr/local, as in the official image,
#   when it is a build like the official one (one binary needing only libc and libstdc++, as
#   NodeSource's and nodejs.org's are), with its headers in /usr/local/include/node;
# - otherwise (or with NODE_BASE_FROM=debian) Debian trixie with its nodejs 20 package and its
#   headers (libnode-dev).
# Then npm 10 from the npm registry in /usr/local as in the official image (Debian's npm package
# brings some 600 packages), a `node` user with uid 1000, and this machine's CA bundle so that npm
# inside the build trusts what the host trusts. npm_config_nodedir points node-gyp at the headers,
# which it would otherwise fetch from nodejs.org, out of reach here: the build stages compile argon2
# (docker/Dockerfile says why).
set -euo pipefail
tag=${1:-node:20-bookworm-slim}
for t in debootstrap podman runc npm; do
  command -v "$t" >/dev/null || {
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap podman runc npm >/dev/null
    break
  }
done
work=$(mktemp -d -t node-base-image.XXXXXX)
trap 'rm -rf "$work"' EXIT
rootfs=$work/rootfs
log=$work/build.log
fail() {
  tail -20 "$log"
  exit 1
}

host_node=$(readlink -f "$(command -v node || echo /nonexistent)")
host_headers=$(dirname "$host_node")/../include/node
if [ "${NODE_BASE_FROM:-}" != debian ] && [ -x "$host_node" ] && [[ "$("$host_node" -v)" == v20.* ]] \
  && [ -f "$host_headers/common.gypi" ] && ! ldd "$host_node" | grep -qE 'libnode|libuv|libssl|libcrypto'; then
  from="this machine's Node $("$host_node" -v) on Debian bookworm"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" >"$log" 2>&1 || fail
  install -m 755 "$host_node" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/include"
  cp -r "$host_headers" "$rootfs/usr/local/include/node"
  nodedir=/usr/local
else
  from="Debian's nodejs on Debian trixie"
  debootstrap --variant=minbase --include=nodejs,libnode-dev,ca-certificates trixie "$rootfs" \
    >"$log" 2>&1 || fail
  nodedir=/usr
fi
npm install --global --prefix "$rootfs/usr/local" --no-audit --no-fund npm@10.8.2 >>"$log" 2>&1 || fail
chroot "$rootfs" useradd -m -u 1000 -U -s /bin/sh node
chroot "$rootfs" apt-get clean
rm -rf "$rootfs"/var/lib/apt/lists/*
cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
tar -C "$rootfs" -c . | podman import \
  --change 'CMD ["node"]' --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change "ENV npm_config_nodedir=$nodedir" - "localhost/$tag" >>"$log" 2>&1 || fail
echo "built localhost/$tag from $from: node $(chroot "$rootfs" node -v), npm $(chroot "$rootfs" npm -v)"
