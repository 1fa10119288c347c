#!/usr/bin/env python3
# Copied from ../shared/bench/gen_big_trace.py (the issue 16 trace generator), unchanged below this line.
# bench/generate.mjs (issueTraceText) reproduces its output byte for byte; test/bench/issue-trace.test.ts checks it.
"""One large agent trace for timing: N reasoning steps of ~W words that drift
slowly (so every consecutive pair is compared), N tool calls over a small
argument pool, and a nested delegation chain of depth D.

    python3 ../shared/bench/gen_big_trace.py --n 2000 --words 80 --depth 800 > big.json
"""
import argparse, json, random
ap = argparse.ArgumentParser()
ap.add_argument("--n", type=int, default=2000)
ap.add_argument("--words", type=int, default=80)
ap.add_argument("--depth", type=int, default=800)
ap.add_argument("--seed", type=int, default=3)
a = ap.parse_args()
rng = random.Random(a.seed)
vocab = [f"w{i}" for i in range(400)] + "query result file module handler session token cache index".split()
text = [rng.choice(vocab) for _ in range(a.words)]
kids = []
for i in range(a.n):
    for _ in range(3):
        text[rng.randrange(len(text))] = rng.choice(vocab)
    kids.append({"type": "llm", "name": "reason", "input": "p", "output": " ".join(text), "children": []})
    kids.append({"type": "tool", "name": rng.choice(["grep", "read", "run"]), "input": {"q": rng.randrange(a.n // 4 + 1)}, "output": "ok", "children": []})
chain = {"type": "tool", "name": "leaf", "input": {"i": -1}, "output": "", "children": []}
for d in range(a.depth):
    chain = {"type": "agent", "name": f"step{d % 7}", "input": {"i": d}, "output": "", "children": [chain]}
kids.append(chain)
print(json.dumps({"type": "agent", "name": "root", "input": "goal", "output": "", "children": kids}))
