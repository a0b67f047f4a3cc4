#!/usr/bin/env bash
# Issue 32 in CI (`npm run verify:corpus`): play the corpus through the server (≥ 2,000 rounds, every
# mechanic of every title, the script fails if one is missing), recompute it with the Python
# verifier (fails on any mismatch), then prove that a tampered round or maths document fails it.
set -euo pipefail
cd "$(dirname "$0")/../.."
corpus="${VERIFIER_CORPUS:-$(mktemp -d)/verifier-corpus.json.gz}"
start=$SECONDS
npx tsx apps/server/scripts/verifier-corpus.ts --out "$corpus"
played=$SECONDS
python3 tools/verifier-py/verify.py "$corpus"
verified=$SECONDS
python3 tools/verifier-py/tamper_check.py "$corpus"
echo "verify:corpus: corpus $((played - start)) s, verification $((verified - played)) s, tamper check $((SECONDS - verified)) s"
