"""The 5×3 slot engine of docs/provably-fair-maths.md ("Slots") and docs/provably-fair.md §3 ("Slot"),
standard library only: stops, wild multipliers, expanding and sticky wilds, line and ways wins, scatters,
cascades with their multiplier ladder, hold-and-win, the pick bonus and free spins with retriggers."""


def node(step, stake, win, details, children, bet):
    total = win + sum(c["totalWin"] for c in children)
    return {"engine": "slot", "step": step, "stake": stake, "win": win, "totalWin": total,
            "multiplier": total / bet if bet > 0 else 0, "details": details, "children": children}


class Title:
    def __init__(self, doc):
        cfg = doc["config"]
        self.cfg = cfg
        self.rules = doc["rules"]
        self.rows = self.rules["rows"]
        self.reels = self.rules["reels"]
        self.f = cfg.get("features", {})
        self.kind = {s["id"]: s["kind"] for s in cfg["symbols"]}
        self.pays = {s["id"]: s["pays"] for s in cfg["symbols"]}
        one = lambda k: next((s["id"] for s in cfg["symbols"] if s["kind"] == k), None)  # noqa: E731
        self.wild, self.scatter, self.coin, self.bonus = one("wild"), one("scatter"), one("coin"), one("bonus")
        self.regular = [s["id"] for s in cfg["symbols"] if s["kind"] == "regular"]

    def expands(self, free):
        e = self.f.get("expandingWilds")
        return e == "always" or (e == "free-spins" and free)

    def wild_multiplier(self, rng):
        w = self.f.get("wildMultipliers")
        return w["values"][rng.pick(w["weights"])] if w else 1


class Window:
    def __init__(self, t):
        self.sym = [[None] * t.rows for _ in range(t.reels)]
        self.mult = [[1] * t.rows for _ in range(t.reels)]
        self.pos = [0] * t.reels

    def grid(self):
        return [list(col) for col in self.sym]

    def count(self, sym):
        return sum(col.count(sym) for col in self.sym)


def expand_reel(t, win, r):
    col = win.sym[r]
    if t.wild not in col or all(s == t.wild for s in col):
        return False
    m = win.mult[r][col.index(t.wild)]
    for row in range(t.rows):
        col[row] = t.wild
        win.mult[r][row] = m
    return True


def land(t, rng, free, sticky):
    win = Window(t)
    stops = []
    for r, strip in enumerate(t.cfg["reels"]):
        stop = rng.int(len(strip))
        stops.append(stop)
        win.pos[r] = stop
        for row in range(t.rows):
            win.sym[r][row] = strip[(stop + row) % len(strip)]
    sticky_cells, wild_mults, expanded = [], [], []
    for r in range(t.reels):
        for row in range(t.rows):
            if sticky is not None and sticky[r] & (1 << row):
                win.sym[r][row] = t.wild
                sticky_cells.append({"reel": r, "row": row})
            elif win.sym[r][row] == t.wild and "wildMultipliers" in t.f:
                m = t.wild_multiplier(rng)
                win.mult[r][row] = m
                wild_mults.append({"reel": r, "row": row, "multiplier": m})
    if t.expands(free):
        expanded = [r for r in range(1, t.reels) if expand_reel(t, win, r)]
    if sticky is not None:
        for r in range(t.reels):
            for row in range(t.rows):
                if win.sym[r][row] == t.wild:
                    sticky[r] |= 1 << row
    return stops, win, wild_mults, expanded, sticky_cells


def evaluate(t, win):
    """Raw wins: (line, symbol, count, ways, credits incl. wild multipliers, wild multiplier, cells)."""
    wins = []
    if t.cfg["mode"] == "lines":
        for l, line in enumerate(t.cfg["lines"]):
            first = win.sym[0][line[0]]
            if t.kind[first] != "regular":
                continue
            count, mult = 1, 1
            while count < t.reels:
                s = win.sym[count][line[count]]
                if s != first and s != t.wild:
                    break
                if s == t.wild:
                    mult *= win.mult[count][line[count]]
                count += 1
            if count < 3 or t.pays[first][count - 3] <= 0:
                continue
            cells = [{"reel": r, "row": line[r]} for r in range(count)]
            wins.append((l, first, count, 1, t.pays[first][count - 3] * mult, mult, cells))
        return wins
    for x in t.regular:
        ways, weighted, count, cells = 1, 1, 0, []
        for r in range(t.reels):
            n = w = 0
            for row in range(t.rows):
                s = win.sym[r][row]
                if s != x and s != t.wild:
                    continue
                n += 1
                w += win.mult[r][row] if s == t.wild else 1
                cells.append({"reel": r, "row": row})
            if n == 0:
                break
            ways *= n
            weighted *= w
            count += 1
        if count < 3 or t.pays[x][count - 3] <= 0:
            continue
        wins.append((-1, x, count, ways, t.pays[x][count - 3] * weighted, weighted / ways, cells))
    return wins


def line_wins(raw, per_credit, multiplier):
    out = []
    for line, sym, count, ways, credits, wild_mult, cells in raw:
        w = {"line": line, "symbol": sym, "count": count, "ways": ways, "win": credits * per_credit * multiplier, "cells": cells}
        if wild_mult != 1:
            w["wildMultiplier"] = wild_mult
        out.append(w)
    return out


def winning_cells(raw):
    seen = sorted({(c["reel"], c["row"]) for w in raw for c in w[6]})
    return [{"reel": r, "row": row} for r, row in seen]


def tumble(t, rng, win, removed, free):
    dropped = []
    for r in range(t.reels):
        gone = [c["row"] for c in removed if c["reel"] == r]
        k = len(gone)
        dropped.append(k)
        if k == 0:
            continue
        strip = t.cfg["reels"][r]
        keep = [(win.sym[r][row], win.mult[r][row]) for row in range(t.rows) if row not in gone]
        top = (win.pos[r] - k) % len(strip)
        win.pos[r] = top
        gained = False
        for row in range(k):
            s = strip[(top + row) % len(strip)]
            win.sym[r][row] = s
            gained = gained or s == t.wild
            win.mult[r][row] = t.wild_multiplier(rng) if s == t.wild else 1
        for i, (s, m) in enumerate(keep):
            win.sym[r][k + i] = s
            win.mult[r][k + i] = m
        if gained and t.expands(free):
            expand_reel(t, win, r)
    return dropped


def draw_coin(t, rng, bet, per_credit, reel, row):
    h = t.f["holdAndWin"]
    v = h["values"][rng.pick([x["weight"] for x in h["values"]])]
    if "jackpot" in v:
        return {"reel": reel, "row": row, "value": h["jackpots"][v["jackpot"]] * bet, "jackpot": v["jackpot"]}
    return {"reel": reel, "row": row, "value": v["credits"] * per_credit}


def hold_and_win(t, rng, locked, bet, per_credit):
    h = t.f["holdAndWin"]
    cells = t.rules["cells"]
    filled = {c["reel"] * t.rows + c["row"] for c in locked}
    respins, left = [], t.rules["holdAndWinRespins"]
    win = sum(c["value"] for c in locked)
    jackpots = [c["jackpot"] for c in locked if "jackpot" in c]
    while left > 0 and len(filled) < cells:
        landed = []
        for i in range(cells):
            if i in filled or rng.int(h["hit"][1]) >= h["hit"][0]:
                continue
            coin = draw_coin(t, rng, bet, per_credit, i // t.rows, i % t.rows)
            landed.append(coin)
            filled.add(i)
            win += coin["value"]
            if "jackpot" in coin:
                jackpots.append(coin["jackpot"])
        left = t.rules["holdAndWinRespins"] if landed else left - 1
        respins.append({"landed": landed, "respinsLeft": left})
    full = len(filled) == cells
    if full:
        win += h["jackpots"]["grand"] * bet
        jackpots.append("grand")
    return {"symbol": t.coin, "locked": locked, "respins": respins, "fullScreen": full, "jackpots": jackpots, "win": win}


def spin(t, rng, bet, free, multiplier, sticky):
    stops, win, wild_mults, expanded, sticky_cells = land(t, rng, free, sticky)
    per_credit = bet // t.cfg["credits"]
    steps = t.f["cascade"]["multipliers"] if "cascade" in t.f else [1]
    raw = evaluate(t, win)
    wins = line_wins(raw, per_credit, steps[0] * multiplier)
    scatters = win.count(t.scatter)
    trigger = t.rules["scatterTrigger"]
    scatter_win = t.pays[t.scatter][min(scatters, 5) - 3] * bet * multiplier if scatters >= trigger else 0
    fs = t.cfg["freeSpins"]
    d = {
        "stops": stops,
        "grid": win.grid(),
        "lineWins": wins,
        "scatterCount": scatters,
        "scatterWin": scatter_win,
        "freeSpinsAwarded": fs["spins"] if scatters >= trigger and (not free or fs["retrigger"]) else 0,
        "multiplier": multiplier,
    }
    if "wildMultipliers" in t.f:
        d["wildMultipliers"] = wild_mults
    if "expandingWilds" in t.f:
        d["expandedReels"] = expanded
    if t.f.get("stickyWilds") and free:
        d["stickyWilds"] = sticky_cells
    total = sum(w["win"] for w in wins) + scatter_win
    if "cascade" in t.f:
        d["cascades"] = []
        while raw and len(d["cascades"]) < t.rules["maxTumbles"]:
            removed = winning_cells(raw)
            dropped = tumble(t, rng, win, removed, free)
            raw = evaluate(t, win)
            m = steps[min(len(d["cascades"]) + 1, len(steps) - 1)]
            tw = line_wins(raw, per_credit, m * multiplier)
            won = sum(w["win"] for w in tw)
            d["cascades"].append({"removed": removed, "grid": win.grid(), "dropped": dropped, "lineWins": tw, "multiplier": m, "win": won})
            total += won
    if "holdAndWin" in t.f:
        coins = [draw_coin(t, rng, bet, per_credit, r, row)
                 for r in range(t.reels) for row in range(t.rows) if win.sym[r][row] == t.coin]
        d["coinValues"] = coins
        if len(coins) >= t.f["holdAndWin"]["trigger"]:
            d["holdAndWin"] = hold_and_win(t, rng, coins, bet, per_credit)
            total += d["holdAndWin"]["win"]
    return node("free-spin" if free else "base", 0 if free else bet, total, d, [], bet)


def slot(doc, rng, bet, choices, _fair):
    t = Title(doc)
    base = spin(t, rng, bet, False, 1, None)
    d = base["details"]
    base_win = base["win"]
    pick = t.f.get("pick")
    if pick and sum(col.count(t.bonus) for col in d["grid"]) >= pick["trigger"]:
        per_credit = bet // t.cfg["credits"]
        board = rng.shuffle([p * per_credit for p in pick["prizes"]])
        choice = choices[0]
        d["pick"] = {"symbol": t.bonus, "options": len(board), "chosen": [choice], "board": board, "win": board[choice]}
        base_win += board[choice]
    children = []
    if d["scatterCount"] >= t.rules["scatterTrigger"]:
        fs = t.cfg["freeSpins"]
        sticky = [0] * t.reels if t.f.get("stickyWilds") else None
        remaining = fs["spins"]
        while remaining > 0:
            remaining -= 1
            child = spin(t, rng, bet, True, fs["multiplier"], sticky)
            remaining += child["details"]["freeSpinsAwarded"]
            children.append(child)
    return node("base", bet, base_win, d, children, bet)
