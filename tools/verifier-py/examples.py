#!/usr/bin/env python3
"""Prints the worked examples of docs/provably-fair-engines.md from a corpus (Markdown): for each
mechanic, the first round of the corpus that shows it, with the numbers a reader recomputes by hand.

    python3 examples.py corpus/sample.json.gz
"""
import hashlib
import hmac
import sys

from verify import load


def seed_line(r):
    return "`%s` nonce %d, client seed `%s`, bet `%s`" % (
        r["gameCode"], r["nonce"], r["clientSeed"], compact(r["betInput"]))


def compact(v):
    import json
    return json.dumps(v, separators=(",", ":"), sort_keys=True)


def first(rounds, test):
    return next((r for r in rounds if test(r)), None)


def slot_children(r):
    return r["outcome"]["children"]


def win_text(w):
    extra = ", wild ×%s" % w["wildMultiplier"] if "wildMultiplier" in w else ""
    where = "line %d" % w["line"] if w["line"] >= 0 else "%d ways" % w["ways"]
    return "%s %d× `%s`%s → %d" % (where, w["count"], w["symbol"], extra, w["win"])


def examples(rounds):
    out = []

    def add(title, r, text):
        if r is not None:
            out.append("- **%s** — %s: %s" % (title, seed_line(r), text))

    r = first(rounds, lambda r: r["gameCode"] == "EVO_LIVE_JAPANESE_ROULETTE")
    if r:
        block = hmac.new(r["serverSeed"].encode(), ("%s:%d:0" % (r["clientSeed"], r["nonce"])).encode(), hashlib.sha256).hexdigest()
        d = r["outcome"]["details"]
        won = {k: v for k, v in d["spotWins"].items() if v}
        add("Roulette", r, "block 0 = `%s…`, first draw `0x%s` = %d, %d mod 37 = pocket **%d** (%s); winning spots %s; `win` %d of stake %d." % (
            block[:16], block[:8], int(block[:8], 16), int(block[:8], 16), d["pocket"], d["color"], compact(won), r["win"], r["stake"]))
    r = first(rounds, lambda r: r["gameCode"] == "EVO_LIVE_CRAZY_COIN_FLIP" and r["outcome"]["details"]["side"] == "red")
    if r:
        d = r["outcome"]["details"]
        add("Coin flip", r, "`redIndex` %d (×%d), `blueIndex` %d (×%d), `side` %s: the red bet returns %d, `multiplier` %s." % (
            d["redIndex"], d["redMultiplier"], d["blueIndex"], d["blueMultiplier"], d["side"], d["spotWins"].get("red", 0), r["outcome"]["multiplier"]))
    for code, name in (("EVO_LIVE_LIGHTNING_DICE", "Lightning Dice, a struck total"), ("EVO_LIVE_EXTRA_CHILLI_LIGHTNING_DICE", "Extra Chilli, a struck total")):
        r = first(rounds, lambda r: r["gameCode"] == code and any(l["total"] == r["outcome"]["details"]["total"] for l in r["outcome"]["details"]["lightning"]))
        if r:
            d = r["outcome"]["details"]
            add(name, r, "`strikeIndex` %d → %d totals struck %s; `chilliIndex` %d (×%d); dice %s = %d; the bet on %d returns %d." % (
                d["strikeIndex"], len(d["lightning"]), compact(d["lightning"]), d["chilliIndex"], d["chilli"], d["dice"], d["total"], d["total"], d["spotWins"].get(str(d["total"]), 0)))
    r = first(rounds, lambda r: r["gameCode"] == "EVO_LIVE_JAPANESE_SPEED_BACCARAT" and len(r["outcome"]["details"]["banker"]) == 3)
    if r:
        d = r["outcome"]["details"]
        cards = lambda h: " ".join(c["rank"] + c["suit"] for c in h)  # noqa: E731
        s = d["shoe"]
        add("Baccarat, third cards", r, "hand %d of the shoe starting at nonce %d (burn %s); player %s = %d, banker %s = %d → %s; cards dealt %d, left %d; pays %s." % (
            s["handNumber"], s["shoeStartNonce"], cards(s["burn"]), cards(d["player"]), d["playerTotal"], cards(d["banker"]), d["bankerTotal"], d["result"], s["cardsDealt"], s["cardsLeft"], compact(d["spotWins"])))
    r = first(rounds, lambda r: r["gameCode"] == "EVO_LIVE_JAPANESE_SPEED_BACCARAT" and r["outcome"]["details"]["shoe"]["cutCardOut"])
    if r:
        s = r["outcome"]["details"]["shoe"]
        add("Baccarat, the cut-card hand", r, "hand %d, `cardsDealt` %d, `cardsLeft` %d, `cutCardOut` and `lastHand` true, `history` of %d hands; the next nonce starts a new shoe." % (
            s["handNumber"], s["cardsDealt"], s["cardsLeft"], len(s["history"])))
    r = first(rounds, lambda r: r["gameCode"] == "EVO_LIVE_DREAM_CATCHER" and len(r["outcome"]["details"]["spins"]) > 1)
    if r:
        d = r["outcome"]["details"]
        add("Dream Catcher respin", r, "spins %s → `respinMultiplier` %d, `result` %s, `winMultiple` %d." % (
            " then ".join("%d:`%s`" % (s["segment"], s["id"]) for s in d["spins"]), d["respinMultiplier"], d["result"], d["winMultiple"]))
    r = first(rounds, lambda r: r["gameCode"] == "EVO_LIVE_MONOPOLY" and any(s.get("chanceCard", {}).get("kind") == "multiplier" for s in r["outcome"]["details"]["spins"]))
    if r:
        d = r["outcome"]["details"]
        add("Monopoly, a Chance multiplier card", r, "spins %s; `respinMultiplier` %d, `result` %s, `winMultiple` %d." % (
            compact(d["spins"]), d["respinMultiplier"], d["result"], d["winMultiple"]))
    hit = lambda r: r["outcome"]["engine"] == "wheel" and r["outcome"]["details"]["spins"][-1].get("topSlot", {}).get("spot") == r["outcome"]["details"]["result"] and r["outcome"]["details"]["spins"][-1]["topSlot"]["multiplier"] > 1  # noqa: E731
    r = first(rounds, lambda r: hit(r) and r["outcome"]["children"] and r["outcome"]["children"][0]["win"] > 0) or first(rounds, hit)
    if r:
        d = r["outcome"]["details"]
        t = d["spins"][-1]["topSlot"]
        kids = r["outcome"]["children"]
        base = kids[0]["details"]["value"] if kids else d["winMultiple"] // (d["respinMultiplier"] * t["multiplier"])
        text = "top slot `%s` ×%d and segment %d `%s` worth %d: `winMultiple` = %d × %d (`respinMultiplier`) × %d = %d; the bet of %d on it returns %d" % (
            t["spot"], t["multiplier"], d["spins"][-1]["segment"], d["result"], base, base, d["respinMultiplier"], t["multiplier"], d["winMultiple"],
            d["bets"].get(d["result"], 0), d["spotWins"].get(d["result"], 0))
        if kids and d["bets"].get(d["result"], 0) > 0:
            text += " (its bonus child `%s` pays %d, the root the stake back)" % (kids[0]["step"], kids[0]["win"])
        elif kids:
            text += " (no bet on it: the bonus `%s` is still played, its position drawn, and pays 0)" % kids[0]["step"]
        add("Top slot", r, text + ".")
    for step, label in (("bonus:cash-hunt", "Cash Hunt"), ("bonus:pachinko", "Pachinko"), ("bonus:crazy-time", "Crazy Time"), ("bonus:coin-flip", "Crazy Time's Coin Flip"),
                        ("bonus:disco", "Disco"), ("bonus:vip-disco", "VIP Disco"), ("bonus:stayin-alive", "Stayin' Alive"), ("bonus:bar", "Bar"),
                        ("bonus:quest", "Imperial Quest"), ("bonus:emperor", "Emperor"), ("bonus:two-rolls", "2 Rolls"), ("bonus:four-rolls", "4 Rolls")):
        r = first(rounds, lambda r: any(c["step"] == step for c in r["outcome"]["children"]))
        if r:
            c = next(c for c in r["outcome"]["children"] if c["step"] == step)
            tr = c["details"]["trace"]
            if "hidden" in tr:
                text = "%d hidden values (first five %s), position %d %s → %d" % (len(tr["hidden"]), tr["hidden"][:5], tr["picked"], "picked by the player" if tr["by"] == "player" else "drawn", c["details"]["value"])
                if r.get("autoPickedFrom") is not None:
                    text += " (the server picked 0 after the deadline: `autoPickedFrom` %d)" % r["autoPickedFrom"]
            elif "drops" in tr:
                text = "drops %s, factor %d → %d" % (compact(tr["drops"]), tr["factor"], c["details"]["value"])
            elif "collected" in tr:
                text = "collected %s → %d" % (tr["collected"], c["details"]["value"])
            elif "reached" in tr:
                text = "levels reached %s → %d" % (tr["reached"], c["details"]["value"])
            else:
                text = "moves %s → %d" % (compact(tr["moves"]), c["details"]["value"])
            add(label, r, text + "; the child's `win` %d, the round's `totalWin` %d." % (c["win"], r["outcome"]["totalWin"]))

    def slot_first(code, test):
        return first(rounds, lambda r: r["gameCode"] == code and test(r))

    r = slot_first("WNF_SWORD_OF_FORTUNE", lambda r: any("wildMultiplier" in w for w in r["outcome"]["details"]["lineWins"]))
    if r:
        d = r["outcome"]["details"]
        add("Line win with wild multipliers", r, "stops %s; wilds %s; %s (bet %d = %d credits, %d coins a credit)." % (
            d["stops"], compact(d["wildMultipliers"]), "; ".join(win_text(w) for w in d["lineWins"]), r["stake"], 20, r["stake"] // 20))
    r = first(rounds, lambda r: r["outcome"]["engine"] == "slot" and any(w["ways"] > 1 for w in r["outcome"]["details"]["lineWins"]))
    r = r or first(rounds, lambda r: r["outcome"]["engine"] == "slot" and any(w["line"] < 0 for w in r["outcome"]["details"]["lineWins"]))
    if r:
        d = r["outcome"]["details"]
        add("Ways win", r, "stops %s; %s (bet %d = 50 credits)." % (d["stops"], "; ".join(win_text(w) for w in d["lineWins"]), r["stake"]))
    r = slot_first("WNF_HAWAIIAN_DREAM", lambda r: r["outcome"]["details"]["expandedReels"])
    if r:
        d = r["outcome"]["details"]
        add("Expanding wilds", r, "stops %s, reels %s expand; wins %s." % (d["stops"], d["expandedReels"], "; ".join(win_text(w) for w in d["lineWins"]) or "none"))
    r = slot_first("WNF_FROST_QUEEN", lambda r: any(c["details"].get("stickyWilds") for c in slot_children(r)))
    if r:
        fs = slot_children(r)
        held = next(i for i, c in enumerate(fs) if c["details"].get("stickyWilds"))
        add("Sticky wilds", r, "3+ scatters award %d free spins; from free spin %d on the wild cells %s are held; free spin `totalWin`s %s." % (
            len(fs), held + 1, compact(fs[held]["details"]["stickyWilds"]), [c["totalWin"] for c in fs]))
    r = slot_first("WNF_JUNGLE_JEWELS", lambda r: len(r["outcome"]["details"].get("cascades", [])) > 1)
    if r:
        d = r["outcome"]["details"]
        add("Cascade and its ladder", r, "first window pays %d; tumbles %s." % (
            sum(w["win"] for w in d["lineWins"]), "; ".join("removed %d cells, dropped %s, ×%d, win %d" % (len(t["removed"]), t["dropped"], t["multiplier"], t["win"]) for t in d["cascades"])))
    r = slot_first("WNF_NEON_KOI", lambda r: any(c["details"].get("cascades") for c in slot_children(r)))
    if r:
        c = next(c for c in slot_children(r) if c["details"].get("cascades"))
        add("Cascade in free spins", r, "a free spin (free-spin multiplier ×%d) tumbles %d times, wins %s." % (c["details"]["multiplier"], len(c["details"]["cascades"]), [t["win"] for t in c["details"]["cascades"]]))
    r = slot_first("WNF_DREAMS_OF_GOLD", lambda r: r["outcome"]["details"].get("holdAndWin", {}).get("fullScreen"))
    r = r or first(rounds, lambda r: r["outcome"]["details"].get("holdAndWin", {}).get("fullScreen"))
    if r:
        h = r["outcome"]["details"]["holdAndWin"]
        add("Hold-and-win to the Grand", r, "%d coins lock (%s); %d respins, `respinsLeft` %s; all 15 cells filled: jackpots %s, `win` %d." % (
            len(h["locked"]), [c["value"] for c in h["locked"]], len(h["respins"]), [x["respinsLeft"] for x in h["respins"]], h["jackpots"], h["win"]))
    r = first(rounds, lambda r: r.get("autoPickedFrom") is not None)
    if r:
        c = r["outcome"]["children"][0]
        add("A pick made by the server after its deadline", r, "`choices` %s, `autoPickedFrom` %d: `%s` takes position 0 of the hidden values → %d; the child pays %d." % (
            r["choices"], r["autoPickedFrom"], c["step"], c["details"]["value"], c["win"]))
    r = first(rounds, lambda r: any(s.get("chanceCard", {}).get("kind") == "cash" for s in r["outcome"]["details"].get("spins", [])))
    if r:
        d = r["outcome"]["details"]
        add("Monopoly, a Chance cash card", r, "spins %s: every bet returns amount × (1 + %d) → `spotWins` %s." % (compact(d["spins"]), d["winMultiple"], compact(d["spotWins"])))
    r = first(rounds, lambda r: r["outcome"]["engine"] == "slot" and "pick" in r["outcome"]["details"])
    if r:
        p = r["outcome"]["details"]["pick"]
        add("Pick bonus", r, "board %s shuffled before the pick; choice %d → %d." % (p["board"], p["chosen"][0], p["win"]))
    r = first(rounds, lambda r: r["outcome"]["engine"] == "slot" and any(c["details"]["freeSpinsAwarded"] for c in slot_children(r)))
    if r:
        fs = slot_children(r)
        add("Free spins with a retrigger", r, "the paid spin shows %d scatters (`scatterWin` %d): %d free spins; retriggers at free spins %s; %d played, root `win` %d, `totalWin` %d, `multiplier` %s." % (
            r["outcome"]["details"]["scatterCount"], r["outcome"]["details"]["scatterWin"], r["outcome"]["details"]["freeSpinsAwarded"],
            [i + 1 for i, c in enumerate(fs) if c["details"]["freeSpinsAwarded"]], len(fs), r["outcome"]["win"], r["outcome"]["totalWin"], r["outcome"]["multiplier"]))
    return out


if __name__ == "__main__":
    print("\n".join(examples(load(sys.argv[1])["rounds"])))
