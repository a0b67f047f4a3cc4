#!/usr/bin/env bash
# A bounded sqlmap run (Debian's `sqlmap` package) against a throwaway local server on 127.0.0.1 only:
# PGlite in a temp DATA_DIR, NODE_ENV=test (captcha test answer), limits raised so sqlmap is not
# throttled. Each target is bounded by `timeout`; the result is summarised in docs/security.md.
#   usage: bash scripts/sqlmap.sh            (SQLMAP_PORT, default 3183; SQLMAP_SECONDS per target, default 240)
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${SQLMAP_PORT:-3183}"
PER_TARGET="${SQLMAP_SECONDS:-240}"
BASE="http://127.0.0.1:$PORT/api"
WORK=$(mktemp -d)
cleanup() { [ -n "${SERVER_PID:-}" ] && kill "$SERVER_PID" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$WORK"; }
trap cleanup EXIT
(cd apps/server && NODE_ENV=test HOST=127.0.0.1 PORT="$PORT" DATA_DIR="$WORK/data" LOG_LEVEL=info \
  CAPTCHA_TEST_ANSWER=pass RATE_LIMIT_MULTIPLIER=100000 WEB_DIST_DIR=/nonexistent GAMES_DIST_DIR=/nonexistent \
  node --import tsx src/server.ts) > "$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 120); do curl -sf "$BASE/health" >/dev/null && break; sleep 0.5; done
H=(-H 'channel: WEB' -H 'content-type: application/json')
CHALLENGE=$(curl -s "${H[@]}" "$BASE/captcha/challenge" | sed -E 's/.*"challengeId":"([^"]+)".*/\1/')
curl -s -c "$WORK/jar" "${H[@]}" "$BASE/auth/signup" -d "{\"email\":\"sqlmap@example.com\",\"password\":\"correct-horse-9\",\"displayName\":\"sqlmap\",\"isAgeOver18\":true,\"languageCode\":\"en\",\"captchaData\":{\"challengeId\":\"$CHALLENGE\",\"answer\":\"pass\"}}" >/dev/null
SID=$(awk '$6=="sid"{print $7}' "$WORK/jar")
COMMON=(--batch --disable-coloring --flush-session --output-dir="$WORK/out" --dbms=PostgreSQL --level=3 --risk=2
  --technique=BEUST --time-sec=2 --timeout=10 --retries=0 --threads=2 -H 'channel: WEB' -H "Cookie: sid=$SID")
run() {
  local name=$1; shift
  echo "== sqlmap: $name"
  timeout "$PER_TARGET" sqlmap "${COMMON[@]}" "$@" 2>&1 \
    | grep -E "is vulnerable|injectable|all tested parameters|not injectable|might be injectable|heuristic|WARNING.*(does not seem|dynamic)|CRITICAL" \
    | sed -E 's/^\[[0-9:]+\] //' | sort | uniq -c || echo "   (stopped after ${PER_TARGET} s)"
}
run "POST /auth/signin (JSON)" -u "$BASE/auth/signin" --data '{"email":"a@example.com","password":"x"}' -H 'content-type: application/json'
run "POST /auth/IsEmailUsernameUnique (JSON)" -u "$BASE/auth/IsEmailUsernameUnique" --data '{"email":"a@example.com","displayName":"abc"}' -H 'content-type: application/json'
run "POST /auth/forgot-password (JSON)" -u "$BASE/auth/forgot-password" --data '{"email":"a@example.com","languageCode":"en"}' -H 'content-type: application/json'
run "GET /games" -u "$BASE/games?siteRef=casino-web&limit=10"
run "GET /launch-demo" -u "$BASE/launch-demo?gameCode=WNF_AZTEC_X&currency=PTS&language=en&lobbyUrl=%2F&brand=casino"
run "GET /get-bet-history (signed in)" -u "$BASE/get-bet-history?page=1"
run "GET /channel" -u "$BASE/channel?channelCode=WEB"
echo "== requests the server answered: $(grep -c '"request completed"' "$WORK/server.log" || true)," \
  "by status: $(grep '"request completed"' "$WORK/server.log" | grep -o '"statusCode":[0-9]*' | sort | uniq -c | tr -s ' ' | tr '\n' ' ')," \
  "error log lines: $(grep -c '"level":50' "$WORK/server.log" || true)"
