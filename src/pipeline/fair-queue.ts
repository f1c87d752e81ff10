/**
 * The embedded runner's waiting line: one FIFO per tenant, served round-robin. Each time a slot
 * frees, it goes to the waiting tenant served longest ago (a tenant that just arrived counts as
 * never served), so a tenant's long queue delays another tenant's next simulation by at most one
 * slot's turn; within a tenant, simulations start in the order they came.
 */
export class FairQueue {
  private readonly byTenant = new Map<string, { ids: string[]; servedAt: number; arrived: number }>();
  private readonly tenantOf = new Map<string, string>();
  private tick = 0;

  get size(): number {
    return this.tenantOf.size;
  }

  has(id: string): boolean {
    return this.tenantOf.has(id);
  }

  push(id: string, tenantId: string): void {
    if (this.tenantOf.has(id)) return;
    this.tenantOf.set(id, tenantId);
    const q = this.byTenant.get(tenantId);
    if (q) q.ids.push(id);
    else this.byTenant.set(tenantId, { ids: [id], servedAt: -1, arrived: ++this.tick });
  }

  /** The next simulation of the tenant served longest ago that `mayRun` allows; null when none may. */
  next(mayRun: (tenantId: string) => boolean = () => true): { id: string; tenantId: string } | null {
    let pick: string | null = null;
    let best: { servedAt: number; arrived: number } | null = null;
    for (const [tenantId, q] of this.byTenant) {
      if (best && (q.servedAt > best.servedAt || (q.servedAt === best.servedAt && q.arrived > best.arrived))) continue;
      if (!mayRun(tenantId)) continue;
      pick = tenantId;
      best = q;
    }
    if (pick === null) return null;
    const q = this.byTenant.get(pick)!;
    const id = q.ids.shift()!;
    this.tenantOf.delete(id);
    q.servedAt = ++this.tick;
    if (q.ids.length === 0) this.byTenant.delete(pick);
    return { id, tenantId: pick };
  }

  remove(id: string): void {
    const tenantId = this.tenantOf.get(id);
    if (tenantId === undefined) return;
    this.tenantOf.delete(id);
    const q = this.byTenant.get(tenantId)!;
    q.ids = q.ids.filter((x) => x !== id);
    if (q.ids.length === 0) this.byTenant.delete(tenantId);
  }

  clear(): void {
    this.byTenant.clear();
    this.tenantOf.clear();
  }
}
