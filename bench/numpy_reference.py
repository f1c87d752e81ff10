"""NumPy reference of the simulation model, for `npm run bench:sim`.

The model of docs/simulation-kernel.md (initialisation, the step's snapshot, decisions,
effects, growth, drift, noise, bounds, group means) written the usual NumPy way: one array
per variable and action, whole-group vector operations, NumPy's own generator. It agrees
with the kernel statistically, not bit for bit, and serves only as a speed yardstick.

Usage: python3 bench/numpy_reference.py CONFIG.json [STEPS]
Prints one JSON line: {"agent_steps": N, "seconds": S, "rate": N / S, "cpu_seconds": C}, timing
the steps and initialisation (not the import of NumPy nor the reading of the file); C is the
process's CPU time over the same span, steadier than S on a shared machine.
"""

import json
import sys
import time

import numpy as np


def clamp(x, bounds):
    if not bounds:
        return x
    lo, hi = bounds.get("min"), bounds.get("max")
    if lo is not None or hi is not None:
        np.clip(x, lo, hi, out=x)
    return x


def run(config, steps, seed):
    rng = np.random.default_rng(seed)
    groups = config["agent_groups"]
    state = []
    for g in groups:
        n = g["number_of_agents"]
        variables = {}
        for name, v in g["variables"].items():
            if v["type"] == "normal":
                x = v["mean"] + v["std"] * rng.standard_normal(n)
            elif v["type"] == "uniform":
                x = rng.uniform(v["min"], v["max"], n)
            else:
                x = np.full(n, float(v["value"]))
            variables[name] = clamp(x, v.get("bounds"))
        actions = {name: np.zeros(n) for name in g["actions"]}
        state.append((g, variables, actions))

    def means():
        return {
            g["id"]: {**{k: float(x.mean()) for k, x in variables.items()}, **{k: 0.0 for k in actions}}
            for g, variables, actions in state
        }

    snapshot = means()
    for t in range(steps):
        decided = []
        for g, variables, actions in state:
            n = g["number_of_agents"]
            values = {}
            for name, a in g["actions"].items():
                eta = np.full(n, float(a.get("intercept", 0.0)))
                for key, w in a.get("weights", {}).items():
                    if "." in key:
                        gid, col = key.split(".", 1)
                        eta += w * snapshot[gid][col]
                    else:
                        eta += w * variables[key]
                if a["type"] == "binary":
                    y = (rng.random(n) < 1.0 / (1.0 + np.exp(-eta))).astype(np.float64)
                elif a["type"] == "discrete":
                    y = rng.binomial(a.get("max", 1), 1.0 / (1.0 + np.exp(-eta))).astype(np.float64)
                else:
                    y = eta
                    if a.get("noise", 0):
                        y = y + a["noise"] * rng.standard_normal(n)
                    y = clamp(y, a.get("bounds"))
                values[name] = y
            decided.append(values)
        for (g, variables, actions), values in zip(state, decided):
            n = g["number_of_agents"]
            for name, v in g["variables"].items():
                x = variables[name]
                for aname, a in g["actions"].items():
                    e = a.get("effects", {}).get(name)
                    if e:
                        x += e * values[aname]
                if v.get("growth"):
                    x *= 1.0 + v["growth"]
                if v.get("drift"):
                    x += v["drift"]
                if v.get("noise"):
                    x += v["noise"] * rng.standard_normal(n)
                clamp(x, v.get("bounds"))
            actions.update(values)
        snapshot = {
            g["id"]: {**{k: float(x.mean()) for k, x in variables.items()}, **{k: float(x.mean()) for k, x in actions.items()}}
            for g, variables, actions in state
        }
    return snapshot


def main():
    with open(sys.argv[1]) as f:
        config = json.load(f)
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else config["number_of_steps"]
    agents = sum(g["number_of_agents"] for g in config["agent_groups"])
    t0, c0 = time.perf_counter(), time.process_time()
    run(config, steps, config.get("seed", 0))
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(json.dumps({"agent_steps": agents * steps, "seconds": seconds, "rate": agents * steps / seconds, "cpu_seconds": cpu}))


if __name__ == "__main__":
    main()
