"""The progressive jackpot of a round (docs/provably-fair.md section 6), standard library only.

Recomputes a verify answer's `jackpot` part from the round's revealed server seed, client seed, nonce
and stake, and the pool and terms recorded with it (milli-coins): the draw (the first 8 bytes,
big-endian, of HMAC-SHA256(server seed, "<clientSeed>:<nonce>:jackpot")), the contribution, whether it
won (after >= mustDropBy, or x * (mustDropBy - before) < contribution * 2^64) and the payout.
"""
import hashlib
import hmac

MILLI = 1000


def draw_hex(server_seed, client_seed, nonce):
    msg = ("%s:%d:jackpot" % (client_seed, nonce)).encode("utf-8")
    return hmac.new(server_seed.encode("ascii"), msg, hashlib.sha256).digest()[:8].hex()


def resolve(draw, before, stake, share_bp, seed, must_drop_by):
    milli = stake * MILLI * share_bp
    if milli % 10000:
        raise ValueError("a contribution must be a whole number of milli-coins")
    contribution = milli // 10000
    after = before + contribution
    x = int(draw, 16)
    won = contribution > 0 and (after >= must_drop_by or x * (must_drop_by - before) < contribution * 2**64)
    payout = after // MILLI if won else 0
    following = seed + after % MILLI if won else after
    return {"contribution": contribution, "draw": draw, "won": won, "payout": payout, "next": following}


def problems(answer):
    """The mismatches of a verify answer's jackpot part (none when the round played for no pool)."""
    j = answer.get("jackpot")
    if not j:
        return []
    rid = answer.get("roundId", "?")
    if not (0 <= j["before"] < j["mustDropBy"]) or j["seed"] >= j["mustDropBy"]:
        return ["%s: jackpot pool %r outside its terms" % (rid, j["before"])]
    draw = draw_hex(answer["serverSeed"], answer["clientSeed"], answer["nonce"])
    computed = resolve(draw, j["before"], answer["stake"], j["shareBp"], j["seed"], j["mustDropBy"])
    out = []
    for key in ("draw", "contribution", "won", "payout"):
        if j[key] != computed[key] or type(j[key]) is not type(computed[key]):
            out.append("%s: jackpot.%s %r != %r" % (rid, key, j[key], computed[key]))
    return out
