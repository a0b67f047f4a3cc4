#!/usr/bin/env bash
# The tested deployment on this machine: Debian's nginx (deploy/nginx.conf.template) on DEPLOY_PORT
# (default 3190) in front of three compiled server processes (the next three ports; /metrics on
# DEPLOY_PORT+5…+7) sharing one throwaway PostgreSQL (PG_PORT, scripts/with-postgres.sh).
# Needs `npm run build` first and `bash scripts/install-test-deps.sh` (nginx). Ctrl-C stops it all.
#   usage: PG_PORT=5444 bash scripts/deployment.sh
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-postgres.sh npx tsx e2e/scripts/deployment.ts
