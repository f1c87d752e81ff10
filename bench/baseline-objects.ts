import type { SimulationConfig } from '../src/domain/simulation-config.js';

/**
 * The baseline of the kernel benchmark: the same model written the plain way, one object
 * per agent with a map of variables and a map of actions, a loop that dispatches on each
 * spec's type per agent, a class-based RNG, Box–Muller normals and binomials as sums of
 * Bernoulli draws. It follows simulation-model.md, so its means agree with the kernel's
 * statistically (not bit for bit). Only used to measure speed.
 */
class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;
  private spare: number | null = null;
  constructor(seed: number) {
    this.a = seed | 0;
    this.b = 0x9e3779b9 | 0;
    this.c = 0x6a09e667 | 0;
    for (let i = 0; i < 12; i++) this.next();
  }
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return ((t >>> 0) + 0.5) / 4294967296;
  }
  normal(): number {
    if (this.spare !== null) {
      const s = this.spare;
      this.spare = null;
      return s;
    }
    const u = this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }
}

interface Agent {
  vars: Record<string, number>;
  acts: Record<string, number>;
}

export function runBaseline(config: SimulationConfig, seed: number): Array<Array<Record<string, number>>> {
  const rng = new Rng(seed);
  const groups = config.agent_groups.map((g) => {
    const agents: Agent[] = [];
    for (let i = 0; i < g.number_of_agents; i++) {
      const vars: Record<string, number> = {};
      for (const [name, spec] of Object.entries(g.variables)) {
        let x = spec.type === 'normal' ? spec.mean + spec.std * rng.normal() : spec.type === 'uniform' ? spec.min + (spec.max - spec.min) * rng.next() : spec.value;
        if (spec.bounds?.min !== undefined && x < spec.bounds.min) x = spec.bounds.min;
        if (spec.bounds?.max !== undefined && x > spec.bounds.max) x = spec.bounds.max;
        vars[name] = x;
      }
      const acts: Record<string, number> = {};
      for (const name of Object.keys(g.actions)) acts[name] = 0;
      agents.push({ vars, acts });
    }
    return { g, agents };
  });
  const meansOf = () =>
    new Map(
      groups.map(({ g, agents }) => {
        const m: Record<string, number> = {};
        for (const name of [...Object.keys(g.variables), ...Object.keys(g.actions)]) {
          let s = 0;
          for (const a of agents) s += name in a.vars ? a.vars[name] : a.acts[name];
          m[name] = s / agents.length;
        }
        return [g.id, m];
      }),
    );
  let snapshot = meansOf();
  const timeline: Array<Array<Record<string, number>>> = [];
  for (let t = 1; t <= config.number_of_steps; t++) {
    for (const { g, agents } of groups) {
      for (const agent of agents) {
        const decided: Record<string, number> = {};
        for (const [name, spec] of Object.entries(g.actions)) {
          let eta = spec.intercept ?? 0;
          for (const [key, w] of Object.entries(spec.weights ?? {})) {
            const dot = key.indexOf('.');
            eta += w * (dot < 0 ? agent.vars[key] : snapshot.get(key.slice(0, dot))![key.slice(dot + 1)]);
          }
          const p = 1 / (1 + Math.exp(-eta));
          let y: number;
          if (spec.type === 'binary') y = rng.next() < p ? 1 : 0;
          else if (spec.type === 'discrete') {
            y = 0;
            for (let k = 0; k < (spec.max ?? 1); k++) if (rng.next() < p) y++;
          } else {
            y = eta + (spec.noise ?? 0) * rng.normal();
            if (spec.bounds?.min !== undefined && y < spec.bounds.min) y = spec.bounds.min;
            if (spec.bounds?.max !== undefined && y > spec.bounds.max) y = spec.bounds.max;
          }
          decided[name] = y;
        }
        for (const [name, spec] of Object.entries(g.actions)) {
          for (const [v, e] of Object.entries(spec.effects ?? {})) agent.vars[v] += e * decided[name];
        }
        for (const [name, spec] of Object.entries(g.variables)) {
          let x = agent.vars[name] + (spec.drift ?? 0);
          if (spec.noise) x += spec.noise * rng.normal();
          if (spec.bounds?.min !== undefined && x < spec.bounds.min) x = spec.bounds.min;
          if (spec.bounds?.max !== undefined && x > spec.bounds.max) x = spec.bounds.max;
          agent.vars[name] = x;
        }
        agent.acts = decided;
      }
    }
    snapshot = meansOf();
    timeline.push(groups.map(({ g }) => snapshot.get(g.id)!));
  }
  return timeline;
}
