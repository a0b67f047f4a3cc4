#!/usr/bin/env python3
"""Reference verifier of the studio's rounds, standard library only (issue 32).

Written from docs/provably-fair.md (draws, engines, outcome fields) and docs/provably-fair-maths.md (the
published maths). Given verify answers (GET /api/studio/verify?roundId=...) and the published maths
(GET /api/studio/maths/bundle.json, or one document per game), it recomputes every round and compares
the recorded outcome with the recomputed one field by field, at every level (the round, each free spin
and each bonus), and a round's progressive jackpot part when it has one (jackpot.py).

    python3 verify.py CORPUS.json[.gz]            # { "maths": bundle, "rounds": [verify answers] }
    python3 verify.py --maths bundle.json ROUND.json ...

Exit status 0 when every round matches, 1 on any mismatch (each one is printed), 2 on bad input.
"""
import gzip
import hashlib
import hmac
import json
import sys

# ---------------------------------------------------------------- the maths and its version


def canonical(doc):
    """The canonical text of a maths document: sorted keys, no whitespace, UTF-8 as is."""
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def maths_version(doc):
    return hashlib.sha256(canonical(doc).encode("utf-8")).hexdigest()[:12]


# ---------------------------------------------------------------- random numbers (provably-fair.md §2)


class Rng:
    """Block k = HMAC-SHA256(key=server seed text, msg="client:nonce:k"); eight big-endian uint32 each."""

    def __init__(self, server_seed, client_seed, nonce):
        self.key = server_seed.encode("ascii")
        self.prefix = "%s:%d:" % (client_seed, nonce)
        self.block = b""
        self.offset = 32
        self.k = 0
        self.draws = 0

    def u32(self):
        if self.offset >= 32:
            msg = (self.prefix + str(self.k)).encode("utf-8")
            self.block = hmac.new(self.key, msg, hashlib.sha256).digest()
            self.k += 1
            self.offset = 0
        x = int.from_bytes(self.block[self.offset:self.offset + 4], "big")
        self.offset += 4
        self.draws += 1
        return x

    def int(self, n):
        limit = 2**32 - (2**32 % n)
        while True:
            x = self.u32()
            if x < limit:
                return x % n

    def pick(self, weights):
        r = self.int(sum(weights))
        for i, w in enumerate(weights):
            r -= w
            if r < 0:
                return i
        raise AssertionError("pick walked past the end")

    def shuffle(self, items):
        for i in range(len(items) - 1, 0, -1):
            j = self.int(i + 1)
            items[i], items[j] = items[j], items[i]
        return items


def node(engine, step, stake, win, details, children=(), bet=None):
    """An outcome level: totalWin = its win + its children's; multiplier = totalWin / bet (0 when bet is 0)."""
    bet = stake if bet is None else bet
    total = win + sum(c["totalWin"] for c in children)
    return {
        "engine": engine,
        "step": step,
        "stake": stake,
        "win": win,
        "totalWin": total,
        "multiplier": total / bet if bet > 0 else 0,
        "details": details,
        "children": list(children),
    }


def ratio(amount, num, den):
    """amount × num / den, exact (an int when whole, as the engines' integers)."""
    q, r = divmod(amount * num, den)
    return q if r == 0 else amount * num / den


# ---------------------------------------------------------------- roulette, coin flip, dice


def roulette(doc, rng, bets, _choices, _fair):
    rules = doc["rules"]
    pocket = rng.int(rules["pockets"])
    spot_wins = {}
    for spot, amount in bets.items():
        cover = rules["spots"][spot]
        spot_wins[spot] = ratio(amount, rules["returnNumerator"], len(cover)) if pocket in cover else 0
    color = "green" if pocket == 0 else "red" if pocket in rules["red"] else "black"
    details = {
        "pocket": pocket,
        "wheelIndex": rules["wheelOrder"].index(pocket),
        "color": color,
        "bets": bets,
        "spotWins": spot_wins,
    }
    return node("roulette", "spin", sum(bets.values()), sum(spot_wins.values()), details)


def coin_flip(doc, rng, bets, _choices, _fair):
    mult = doc["config"]["multipliers"]
    weights = [m["weight"] for m in mult]
    red_index = rng.pick(weights)
    blue_index = rng.pick(weights)
    side = doc["rules"]["sides"][rng.int(2)]
    values = {"red": mult[red_index]["value"], "blue": mult[blue_index]["value"]}
    spot_wins = {s: (a * values[side] if s == side else 0) for s, a in bets.items()}
    details = {
        "redMultiplier": values["red"],
        "blueMultiplier": values["blue"],
        "redIndex": red_index,
        "blueIndex": blue_index,
        "side": side,
        "bets": bets,
        "spotWins": spot_wins,
    }
    return node("coin-flip", "flip", sum(bets.values()), sum(spot_wins.values()), details)


def dice(doc, rng, bets, _choices, _fair):
    cfg = doc["config"]
    totals = list(doc["rules"]["totals"])
    strike_index = rng.pick([s["weight"] for s in cfg["strikes"]])
    pool = list(totals)
    lightning = []
    for i in range(cfg["strikes"][strike_index]["count"]):
        j = i + rng.int(len(pool) - i)
        pool[i], pool[j] = pool[j], pool[i]
        t = pool[i]
        level = rng.pick(cfg["levelWeights"])
        lightning.append({"total": t, "level": level, "multiplier": cfg["lightningPays"][t - 3][level]})
    chilli, chilli_index = 1, -1
    if "chilli" in cfg:
        chilli_index = rng.pick([c["weight"] for c in cfg["chilli"]])
        chilli = cfg["chilli"][chilli_index]["value"]
    faces = [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1]
    total = sum(faces)
    struck = [x for x in lightning if x["total"] == total]
    pay = struck[0]["multiplier"] * chilli if struck else cfg["basePays"][total - 3]
    spot_wins = {s: (a * pay if int(s) == total else 0) for s, a in bets.items()}
    details = {
        "lightning": lightning,
        "chilli": chilli,
        "chilliIndex": chilli_index,
        "strikeIndex": strike_index,
        "dice": faces,
        "total": total,
        "bets": bets,
        "spotWins": spot_wins,
    }
    return node("dice", "roll", sum(bets.values()), sum(spot_wins.values()), details)


# ---------------------------------------------------------------- baccarat (a real shoe)


class Shoe:
    def __init__(self, doc, fair, start):
        shoe = doc["rules"]["shoe"]
        self.rules = doc["rules"]
        self.shoe = shoe
        rng = Rng(fair[0], fair[1], start)
        self.size = shoe["cards"]
        self.order = rng.shuffle(list(range(self.size)))
        lo, hi = shoe["cardsBehindCut"]
        self.cut_index = self.size - (lo + rng.int(hi - lo + 1))
        face_up = self.card(self.order[0])
        burn_count = 10 if face_up["value"] == 0 else face_up["value"]
        self.burn = [self.card(c) for c in self.order[: 1 + burn_count]]
        self.first_hand_at = 1 + burn_count

    def card(self, cid):
        s = self.shoe
        r = cid % 13
        return {"rank": s["ranks"][r], "suit": s["suits"][(cid // 13) % 4], "value": s["values"][r], "rankIndex": r}

    def deal(self, pos):
        """One hand from position pos: (hand, next position, whether the cut card came out)."""
        rules = self.rules
        cards = iter(range(pos, self.size))
        take = lambda: self.card(self.order[next(cards)])  # noqa: E731
        player = [take()]
        banker = [take()]
        player.append(take())
        banker.append(take())
        total = lambda hand: sum(c["value"] for c in hand) % 10  # noqa: E731
        pt, bt = total(player), total(banker)
        natural = pt >= rules["naturalAt"] or bt >= rules["naturalAt"]
        if not natural:
            third = None
            if pt <= rules["playerDrawsAtMost"]:
                player.append(take())
                third = player[2]["value"]
                pt = total(player)
            tableau = rules["bankerTableau"]
            if tableau["draws"][bt][tableau["playerThird"].index(third)] if bt < len(tableau["draws"]) else False:
                banker.append(take())
                bt = total(banker)
        nxt = pos + len(player) + len(banker)
        hand = {
            "player": player,
            "banker": banker,
            "playerTotal": pt,
            "bankerTotal": bt,
            "result": "player" if pt > bt else "banker" if bt > pt else "tie",
            "playerPair": player[0]["rankIndex"] == player[1]["rankIndex"],
            "bankerPair": banker[0]["rankIndex"] == banker[1]["rankIndex"],
            "natural": natural,
        }
        return hand, nxt, nxt > self.cut_index

    def hands(self):
        pos = self.first_hand_at
        while True:
            hand, pos, out = self.deal(pos)
            yield hand, pos, out
            if out:
                return


SUMMARY = ("result", "playerTotal", "bankerTotal", "playerPair", "bankerPair", "natural")
_shoe_counts = {}


def baccarat(doc, _rng, bets, _choices, fair):
    server_seed, client_seed, nonce = fair
    epoch = doc["rules"]["shoe"]["epochNonces"]
    start = nonce - nonce % epoch
    while True:  # the shoes of this seed pair tile the nonce line from the epoch's start
        key = (server_seed, client_seed, start)
        if key not in _shoe_counts:
            _shoe_counts[key] = sum(1 for _ in Shoe(doc, fair, start).hands())
        if nonce < start + _shoe_counts[key]:
            break
        start += _shoe_counts[key]
    shoe = Shoe(doc, fair, start)
    history = []
    for k, (hand, nxt, out) in enumerate(shoe.hands()):
        if k == nonce - start:
            break
        history.append({f: hand[f] for f in SUMMARY})
    spot_wins = {}
    for spot, amount in bets.items():
        pay = doc["rules"]["pays"][spot]
        won = {"playerPair": hand["playerPair"], "bankerPair": hand["bankerPair"]}.get(pay["wins"], hand["result"] == pay["wins"])
        if won:
            spot_wins[spot] = ratio(amount, pay["returns"][0], pay["returns"][1])
        elif pay["pushOnTie"] and hand["result"] == "tie":
            spot_wins[spot] = amount
        else:
            spot_wins[spot] = 0
    details = dict(hand)
    details.update(
        bets=bets,
        spotWins=spot_wins,
        shoe={
            "handNumber": nonce - start + 1,
            "shoeStartNonce": start,
            "burn": shoe.burn,
            "cardsDealt": nxt,
            "cardsLeft": shoe.size - nxt,
            "cutCardOut": out,
            "lastHand": out or nonce == start - start % epoch + epoch - 1,
            "history": history,
        },
    )
    return node("baccarat", "hand", sum(bets.values()), sum(spot_wins.values()), details)


# ---------------------------------------------------------------- money wheels


def play_bonus(b, rng, choice):
    kind = b["kind"]
    if kind == "pick":
        weights = [v["weight"] for v in b["values"]]
        hidden = [b["values"][rng.pick(weights)]["value"] for _ in range(b["choices"])]
        picked = rng.int(b["choices"]) if choice is None else choice
        trace = {"hidden": hidden, "picked": picked, "by": "draw" if choice is None else "player"}
        return {"name": b["name"], "value": hidden[picked], "trace": trace}
    if kind == "drop":
        factor, drops, slots = 1, [], b["slots"]
        while True:
            if "board" in b:
                start = rng.int(len(slots))
                c, path = start, []
                for _ in range(b["board"]["rows"]):
                    d = rng.int(2)
                    path.append(d)
                    c = max(0, c - 1) if d == 0 else min(len(slots) - 1, c + 1)
                drops.append({"start": start, "path": path, "slot": c})
            else:
                c = rng.int(len(slots))
                drops.append({"slot": c})
            if "value" in slots[c]:
                return {"name": b["name"], "value": slots[c]["value"] * factor, "trace": {"drops": drops, "factor": factor}}
            factor *= slots[c]["factor"]
    if kind == "accumulate":
        weights = [s["weight"] for s in b["steps"]]
        collected = []
        while True:
            st = b["steps"][rng.pick(weights)]
            if st.get("stop"):
                break
            collected.append(st["value"])
        return {"name": b["name"], "value": sum(collected), "trace": {"collected": collected}}
    if kind == "quest":
        reached = []
        for level in b["levels"]:
            if rng.pick([level["advance"], level["fail"]]) != 0:
                break
            reached.append(level["value"])
        return {"name": b["name"], "value": sum(reached), "trace": {"reached": reached}}
    if kind == "board":
        pos, value, moves = 0, 0, []
        for _ in range(b["rolls"]):
            pair = [rng.int(6) + 1, rng.int(6) + 1]
            pos = (pos + pair[0] + pair[1]) % len(b["squares"])
            sq = b["squares"][pos]
            moves.append({"dice": pair, "square": pos, "value": sq})
            if sq == "jail":
                break
            value += sq
        return {"name": b["name"], "value": value, "trace": {"moves": moves}}
    raise ValueError("unknown bonus kind %r" % kind)


def wheel(doc, rng, bets, choices, _fair):
    cfg = doc["config"]
    stake = sum(bets.values())
    spins, x = [], 1
    while True:
        spin = {}
        top = cfg.get("topSlot")
        if top:
            si = rng.pick([s["weight"] for s in top["spots"]])
            mi = rng.pick([m["weight"] for m in top["multipliers"]])
            spin["topSlot"] = {"spotIndex": si, "spot": top["spots"][si]["spot"], "multiplierIndex": mi, "multiplier": top["multipliers"][mi]["value"]}
        spin["segment"] = rng.int(len(cfg["segments"]))
        spin["id"] = cfg["segments"][spin["segment"]]
        spins.append(spin)
        if spin["id"] in cfg.get("respins", {}):
            x *= cfg["respins"][spin["id"]]
            continue
        if spin["id"] == "chance":
            index = rng.pick([c["weight"] for c in cfg["chance"]])
            card = cfg["chance"][index]
            spin["chanceCard"] = {"index": index, "kind": card["kind"], "value": card["value"]}
            if card["kind"] == "multiplier":
                x *= card["value"]
                continue
            win_multiple = card["value"] * x
            spot_wins = {s: a * (1 + win_multiple) for s, a in bets.items()}
            details = {"spins": spins, "result": "chance", "respinMultiplier": x, "winMultiple": win_multiple, "bets": bets, "spotWins": spot_wins}
            return node("wheel", "spin", stake, sum(spot_wins.values()), details)
        break
    sid = spin["id"]
    spot = cfg["spots"][sid]
    top = spin["topSlot"]["multiplier"] if "topSlot" in spin and spin["topSlot"]["spot"] == sid else 1
    children = []
    if spot["kind"] == "number":
        base = spot["pays"]
    else:
        b = spot["bonus"]
        staked = bets.get(sid, 0) > 0
        player = b["kind"] == "pick" and b.get("player") and staked
        bonus = play_bonus(b, rng, choices[0] if player else None)
        base = bonus["value"]
        children.append(node("wheel", "bonus:" + b["name"], 0, bets.get(sid, 0) * base * x * top, bonus, bet=0))
    win_multiple = base * x * top
    spot_wins, win = {}, 0
    for s, a in bets.items():
        spot_wins[s] = a * (1 + win_multiple) if s == sid else 0
        win += a if (spot["kind"] == "bonus" and s == sid) else spot_wins[s]
    details = {"spins": spins, "result": sid, "respinMultiplier": x, "winMultiple": win_multiple, "bets": bets, "spotWins": spot_wins}
    return node("wheel", "spin", stake, win, details, children)


# ---------------------------------------------------------------- slots

from slots import slot  # noqa: E402  (slots.py: the 5×3 reel engine, its own file)
import jackpot  # noqa: E402  (jackpot.py: the progressive jackpot's draw, provably-fair.md section 6)

ENGINES = {"roulette": roulette, "coin-flip": coin_flip, "dice": dice, "baccarat": baccarat, "wheel": wheel, "slot": slot}


def recompute(doc, answer):
    fair = (answer["serverSeed"], answer["clientSeed"], answer["nonce"])
    rng = Rng(*fair)
    bet = answer["betInput"]
    stake_or_slip = bet["bet"] if "bet" in bet else dict(bet["bets"])
    return ENGINES[doc["engine"]](doc, rng, stake_or_slip, list(answer.get("choices") or []), fair)


# ---------------------------------------------------------------- comparing


def differences(recorded, computed, path="outcome"):
    """Every field where the two differ, as 'path: recorded != computed'."""
    out = []
    if isinstance(recorded, dict) and isinstance(computed, dict):
        for k in sorted(set(recorded) | set(computed)):
            if k not in recorded or k not in computed:
                out.append("%s.%s: %s" % (path, k, "missing in the record" if k not in recorded else "not computed"))
            else:
                out.extend(differences(recorded[k], computed[k], "%s.%s" % (path, k)))
    elif isinstance(recorded, list) and isinstance(computed, list):
        if len(recorded) != len(computed):
            out.append("%s: %d items recorded, %d computed" % (path, len(recorded), len(computed)))
        for i, (a, b) in enumerate(zip(recorded, computed)):
            out.extend(differences(a, b, "%s[%d]" % (path, i)))
    elif isinstance(recorded, bool) or isinstance(computed, bool):
        if recorded is not computed:
            out.append("%s: %r != %r" % (path, recorded, computed))
    elif recorded != computed:
        out.append("%s: %r != %r" % (path, recorded, computed))
    return out


def check(answer, maths):
    """The mismatches of one verify answer (an empty list: the round is as recorded)."""
    rid = answer.get("roundId", "?")
    game = maths.get(answer["gameCode"])
    if answer.get("pending"):
        return ["%s: still waits for a pick (nothing to verify yet)" % rid]
    if answer.get("serverSeed") is None:
        return ["%s: the server seed is not revealed yet (rotate the seed first)" % rid]
    if hashlib.sha256(answer["serverSeed"].encode("ascii")).hexdigest() != answer["serverSeedHash"]:
        return ["%s: sha256(serverSeed) is not the commitment serverSeedHash" % rid]
    if game is None:
        return ["%s: no published maths for %s" % (rid, answer["gameCode"])]
    doc = game["document"]
    if maths_version(doc) != game["mathsVersion"]:
        return ["%s: the maths document of %s does not hash to %s" % (rid, answer["gameCode"], game["mathsVersion"])]
    if answer.get("mathsVersion") not in (game["mathsVersion"], doc.get("scheme1Version")):
        return ["%s: played under maths %s, not the published %s" % (rid, answer.get("mathsVersion"), game["mathsVersion"])]
    computed = recompute(doc, answer)
    problems = ["%s %s nonce %d: %s" % (rid, answer["gameCode"], answer["nonce"], d) for d in differences(answer["outcome"], computed)]
    if answer["stake"] != computed["stake"]:
        problems.append("%s: stake %r != %r" % (rid, answer["stake"], computed["stake"]))
    if answer["win"] != computed["totalWin"]:
        problems.append("%s: win %r != totalWin %r" % (rid, answer["win"], computed["totalWin"]))
    problems.extend(jackpot.problems(answer))
    return problems


def load(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        return json.load(f)


def main(argv):
    args = list(argv)
    maths = None
    if "--maths" in args:
        i = args.index("--maths")
        maths = load(args[i + 1])["games"]
        del args[i:i + 2]
    if not args:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    answers = []
    for path in args:
        data = load(path)
        if "rounds" in data:
            maths = maths or data["maths"]["games"]
            answers.extend(data["rounds"])
        else:
            answers.append(data)
    if maths is None:
        print("no published maths: pass --maths bundle.json", file=sys.stderr)
        return 2
    problems, games, levels = [], set(), 0
    for answer in answers:
        games.add(answer["gameCode"])
        found = check(answer, maths)
        problems.extend(found)
        levels += 1 + len(answer["outcome"].get("children", []))
    for p in problems[:50]:
        print("MISMATCH " + p)
    print("%d rounds of %d games (%d outcome levels) recomputed: %d mismatches" % (len(answers), len(games), levels, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
