import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REPO_ROOT } from '../../helpers/processes.js';

/**
 * Debian's Chromium (never a downloaded browser). CHROMIUM_PATH overrides. When it is missing
 * the e2e tests skip on a developer machine and fail in CI (CI=true): `.ci/run` installs it.
 */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((p) => existsSync(p)) ?? null;
}

export function missingChromium(): string | null {
  if (chromiumPath()) return null;
  const message = 'Chromium is not installed (apt-get install chromium, or set CHROMIUM_PATH)';
  if (process.env.CI === 'true') throw new Error(`${message}: required in CI`);
  return message;
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium is not installed');
  // launch() gives every run a fresh temporary profile (user-data dir), removed on close.
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** The same build `npm start` makes: only when dashboard/dist is missing or stale. */
export function ensureDashboardBuilt(): void {
  const r = spawnSync(process.execPath, ['scripts/build-dashboard-if-stale.mjs'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`dashboard build failed:\n${r.stdout}\n${r.stderr}`);
}

const require = createRequire(import.meta.url);
const AXE_SOURCE: string = (require('axe-core') as { source: string }).source;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core in the page (evaluated through the DevTools protocol, which the page's CSP does
 * not govern, so the policy stays as strict as in production). Serious and critical only.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Strings, not functions: this runs in the page, and the test's transpiler would add helpers the page lacks.
  const injected = (await page.evaluate('typeof window.axe !== "undefined"')) as boolean;
  if (!injected) await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate("window.axe.run(document, { resultTypes: ['violations'] })")) as { violations: AxeViolation[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
}
