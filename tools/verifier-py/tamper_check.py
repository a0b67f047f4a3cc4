#!/usr/bin/env python3
"""Proves the verifier fails on a tampered corpus: for each of several single-field edits (a slot free
spin's stop, a wheel bonus's value, a baccarat card, a roulette pocket, the credited win, a boolean of a
hold-and-win, the maths document itself) the verifier must report a mismatch and exit 1, while the
same rounds as recorded must exit 0.

    python3 tamper_check.py CORPUS.json[.gz]
"""
import copy
import json
import os
import subprocess
import sys
import tempfile

from verify import load

HERE = os.path.dirname(os.path.abspath(__file__))


def first(rounds, test):
    return next(r for r in rounds if test(r))


def edits(corpus):
    """(description, function that edits a deep copy of the corpus in place)."""
    rounds = corpus["rounds"]
    out = []

    def add(name, pick, change):
        index = rounds.index(pick)
        out.append((name, lambda c: change(c["rounds"][index])))

    free = first(rounds, lambda r: r["outcome"]["engine"] == "slot" and r["outcome"]["children"])
    add("a free spin's reel stop", free, lambda r: r["outcome"]["children"][-1]["details"]["stops"].__setitem__(0, r["outcome"]["children"][-1]["details"]["stops"][0] + 1))
    bonus = first(rounds, lambda r: r["outcome"]["engine"] == "wheel" and r["outcome"]["children"])
    add("a wheel bonus's value", bonus, lambda r: r["outcome"]["children"][0]["details"].__setitem__("value", r["outcome"]["children"][0]["details"]["value"] + 1))
    hand = first(rounds, lambda r: r["outcome"]["engine"] == "baccarat")
    add("a baccarat card's suit", hand, lambda r: r["outcome"]["details"]["player"][0].__setitem__("suit", "X"))
    spin = first(rounds, lambda r: r["outcome"]["engine"] == "roulette")
    add("a roulette pocket", spin, lambda r: r["outcome"]["details"].__setitem__("pocket", (r["outcome"]["details"]["pocket"] + 1) % 37))
    add("the credited win", spin, lambda r: r.__setitem__("win", r["win"] + 1))
    hw = first(rounds, lambda r: "holdAndWin" in r["outcome"]["details"])
    add("a hold-and-win's fullScreen flag", hw, lambda r: r["outcome"]["details"]["holdAndWin"].__setitem__("fullScreen", not r["outcome"]["details"]["holdAndWin"]["fullScreen"]))
    game = spin["gameCode"]
    out.append(("the published maths", lambda c: c["maths"]["games"][game]["document"]["rules"].__setitem__("returnNumerator", 35)))
    return out


def run(corpus):
    """verify.py's exit status and output on a corpus (written to a temporary file)."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(corpus, f)
    try:
        done = subprocess.run([sys.executable, os.path.join(HERE, "verify.py"), f.name], capture_output=True, text=True)
        return done.returncode, done.stdout
    finally:
        os.unlink(f.name)


def main(path):
    corpus = load(path)
    failures = 0
    for name, change in edits(corpus):
        # Each edit runs verify.py on the touched round (with the maths): the whole corpus minus the
        # rounds that do not change (they verify, as the untouched run over the corpus shows).
        tampered = copy.deepcopy(corpus)
        change(tampered)
        touched = [t for t, r in zip(tampered["rounds"], corpus["rounds"]) if t != r]
        if not touched:
            touched = [r for r in tampered["rounds"] if r["gameCode"] in (g for g in tampered["maths"]["games"] if tampered["maths"]["games"][g] != corpus["maths"]["games"][g])][:5]
        untouched_code, _ = run({"maths": corpus["maths"], "rounds": [corpus["rounds"][tampered["rounds"].index(t)] for t in touched]})
        code, out = run({"maths": tampered["maths"], "rounds": touched})
        caught = untouched_code == 0 and code == 1 and "MISMATCH" in out
        print("%s: %s" % (name, "caught (exit 1; exit 0 untouched)" if caught else "NOT CAUGHT (exit %d)" % code))
        failures += 0 if caught else 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
