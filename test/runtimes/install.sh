#!/usr/bin/env bash
# Installs the runtimes the package tests run besides the Node 24 of node_modules/.bin, each in a
# package of its own so that its binary shadows nothing (npm run runtimes:install; idempotent).
set -euo pipefail
cd "$(dirname "$0")"
for version in 22 26; do
  test -x "node$version/node_modules/.bin/node" ||
    npm ci --prefix "node$version" --no-audit --no-fund
done
# No lockfile for workerd: the registry has its Linux binaries but not its macOS and Windows
# ones, and npm ci refuses a lockfile that lacks those optional dependencies.
test -x workerd/node_modules/.bin/workerd ||
  npm install --prefix workerd --no-package-lock --no-audit --no-fund
