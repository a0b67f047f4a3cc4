#!/usr/bin/env bash
# Installs what the test suites need on a fresh Debian machine, then the npm packages.
#   - chromium: the browser suite drives Debian's Chromium (Playwright cannot download its own here)
#   - fonts-noto-cjk: so that Japanese renders in screenshots instead of empty boxes
#   - postgresql: `npm test` runs the server suite on a throwaway PostgreSQL server (test:server)
#   - nginx: `npm run test:deployment` walks the site through the shipped proxy config (deploy/)
# Idempotent: packages already present are not touched.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/sbin/nginx ] || need+=(nginx)

if [ ${#need[@]} -gt 0 ]; then
  echo "install-test-deps: installing ${need[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

if [ "${CI:-}" = "true" ] || [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund
else
  npm install --no-audit --no-fund
fi
