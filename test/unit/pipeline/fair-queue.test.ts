import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FairQueue } from '../../../src/pipeline/fair-queue.js';

const drain = (q: FairQueue, mayRun?: (t: string) => boolean) => {
  const out: string[] = [];
  for (let n = q.next(mayRun); n; n = q.next(mayRun)) out.push(n.id);
  return out;
};

describe('fair queue (round-robin across tenants)', () => {
  it("a tenant arriving behind another's long queue is served next", () => {
    const q = new FairQueue();
    for (let i = 1; i <= 5; i++) q.push(`a${i}`, 'A');
    assert.equal(q.next()?.id, 'a1');
    assert.equal(q.next()?.id, 'a2');
    q.push('b1', 'B');
    assert.equal(q.next()?.id, 'b1');
    assert.equal(q.next()?.id, 'a3');
  });

  it('tenants alternate; each keeps its own order; duplicates and removals are handled', () => {
    const q = new FairQueue();
    for (const id of ['a1', 'a2', 'a3']) q.push(id, 'A');
    for (const id of ['b1', 'b2']) q.push(id, 'B');
    q.push('c1', 'C');
    q.push('a1', 'A');
    q.remove('b2');
    assert.equal(q.size, 5);
    assert.deepEqual(drain(q), ['a1', 'b1', 'c1', 'a2', 'a3']);
    assert.equal(q.size, 0);
  });

  it('a tenant at its running limit is passed over, not dropped', () => {
    const q = new FairQueue();
    q.push('a1', 'A');
    q.push('b1', 'B');
    q.push('a2', 'A');
    assert.deepEqual(drain(q, (t) => t !== 'A'), ['b1']);
    assert.equal(q.has('a1'), true);
    assert.deepEqual(drain(q), ['a1', 'a2']);
  });
});
