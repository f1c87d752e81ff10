import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Run } from '../../../src/sim/drive.js';
import { layoutOf } from '../../../src/sim/layout.js';
import { decodeCheckpoint } from '../../../src/sim/checkpoint.js';
import { largeConfig } from '../../../bench/lib/fairness.js';

describe('checkpoint image copied in slices (encodeCheckpointAsync)', () => {
  it('gives the bytes of the one-go copy, also into a reused buffer, for state larger than a slice', async () => {
    // 2 groups × 70,000 agents × 9 columns: columns span several 8 MB slices in all.
    const config = largeConfig({ groups: 2, agents: 70_000, variables: 8, steps: 5 });
    const layout = layoutOf(config, 7, []);
    const run = Run.fresh(layout, layout.runs[0]);
    try {
      run.core.init();
      for (let t = 1; t <= 3; t++) run.core.step(t);
      run.step = 3;
      const sync = run.checkpoint();
      const copied = await run.checkpointAsync();
      assert.equal(copied.byteLength, sync.byteLength);
      assert.ok(Buffer.from(copied).equals(Buffer.from(sync)));
      const reused = await run.checkpointAsync(new ArrayBuffer(copied.byteLength + 64));
      assert.ok(Buffer.from(reused).equals(Buffer.from(sync)));
      assert.equal(decodeCheckpoint(copied).header.step, 3);
    } finally {
      run.core.release();
    }
  });

  it('yields to the event loop while it copies', async () => {
    const config = largeConfig({ groups: 1, agents: 200_000, variables: 20, steps: 2 });
    const layout = layoutOf(config, 7, []);
    const run = Run.fresh(layout, layout.runs[0]);
    try {
      run.core.init();
      let ticks = 0;
      const t = setInterval(() => ticks++, 0);
      await run.checkpointAsync();
      clearInterval(t);
      assert.ok(ticks >= 1, 'a timer ran while the image was copied');
    } finally {
      run.core.release();
    }
  });
});
