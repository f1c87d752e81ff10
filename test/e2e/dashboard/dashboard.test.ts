import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { CreatedApiKey } from '../../../src/domain/schemas/keys.js';
import { startTestApi, type TestApi } from '../../helpers/api.js';
import { ensureDashboardBuilt, launchChromium, missingChromium, seriousA11yViolations } from './browser.js';

/**
 * The dashboard end to end: Debian's Chromium driven by playwright-core against the real
 * server (embedded pipeline, builtin Architect and Analyst) on a fresh SQLite database.
 * One browser for the whole file; the tests run in order and build on each other.
 */
const skip = missingChromium();
// Big enough that the Simulator runs for seconds: the page must see the status change live.
const PROMPT = 'How fast will heat pumps spread among 20,000 households over 10 years?';

describe('dashboard in a real browser', { skip: skip ?? false }, () => {
  let api: TestApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let acme: CreatedApiKey;
  let globex: CreatedApiKey;
  let simulationId = '';
  const offOrigin: string[] = [];
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  const a11y = new Map<string, unknown[]>();

  const watchContext = (c: BrowserContext) => {
    c.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(api.baseUrl + '/') && !url.startsWith('blob:') && !url.startsWith('data:')) offOrigin.push(url);
    });
    c.on('page', (p) => watchPage(p));
  };
  const watchPage = (p: Page) => {
    p.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) cspViolations.push(`${p.url()} ${JSON.stringify(m.location())}: ${m.text().slice(0, 120)}`);
    });
    p.on('pageerror', (e) => pageErrors.push(String(e)));
  };
  const scan = async (name: string) => {
    a11y.set(name, await seriousA11yViolations(page));
  };
  const url = (path: string) => api.baseUrl + path;
  const nav = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

  before(async () => {
    ensureDashboardBuilt();
    api = await startTestApi('sqlite', { PIPELINE_CONCURRENCY: '2' }, { withPipeline: true });
    acme = await api.mintKey('acme', { name: 'first key' });
    globex = await api.mintKey('globex');
    browser = await launchChromium();
    context = await browser.newContext({ acceptDownloads: true });
    watchContext(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: api.baseUrl });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    watchPage(page);
  });

  after(async () => {
    await browser?.close();
    await api?.close();
  });

  test('sign in: the key is exchanged for an HttpOnly, SameSite=Strict session and forgotten', async () => {
    const res = await page.goto(url('/'));
    assert.equal(res?.status(), 200);
    const csp = res?.headers()['content-security-policy'] ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|https?:/);
    await page.getByRole('textbox', { name: 'API key' }).waitFor();
    await scan('sign-in');

    await page.getByRole('textbox', { name: 'API key' }).fill('svc_live_' + '0'.repeat(64));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'not valid' }).waitFor();

    await page.getByRole('textbox', { name: 'API key' }).fill(acme.api_key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    assert.equal(await page.getByTestId('tenant-id').textContent(), 'acme');
    for (const name of ['Simulations', 'Scenarios', 'API keys']) assert.equal(await nav(name).count(), 1, name);

    const cookies = await context.cookies();
    assert.equal(cookies.length, 1);
    assert.equal(cookies[0].httpOnly, true);
    assert.equal(cookies[0].sameSite, 'Strict');
    assert.notEqual(cookies[0].value, acme.api_key);
    const stored = (await page.evaluate('JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie })')) as string;
    assert.ok(!stored.includes(acme.api_key), 'the key is not kept by the browser');
    assert.equal(await page.evaluate('document.cookie'), '', 'the session cookie is out of reach of scripts');
    assert.ok(!(await page.content()).includes(acme.api_key));
    await scan('simulations (empty)');
  });

  test('run a prompt: the status changes live to COMPLETED_ANALYSIS without a reload', async () => {
    await page.getByRole('link', { name: 'New simulation' }).click();
    await page.getByRole('textbox', { name: 'Prompt' }).waitFor();
    await scan('new simulation');
    await page.getByRole('textbox', { name: 'Prompt' }).fill(PROMPT);
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await page.waitForURL(/\/simulations\/[0-9a-f-]{36}$/);
    simulationId = page.url().split('/').pop() as string;

    // Record every status the page shows, and every navigation of the page from now on.
    let navigations = 0;
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations++;
    });
    const status = page.getByTestId('simulation-status');
    await status.waitFor();
    // A string, not a function: the test's transpiler would wrap a function with helpers the page lacks.
    await page.evaluate(`(() => {
      window.seen = [];
      const record = () => {
        const t = document.querySelector('[data-testid="simulation-status"] .badge')?.textContent ?? '';
        if (t && window.seen.at(-1) !== t) window.seen.push(t);
      };
      record();
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    })()`);
    await status.filter({ hasText: 'COMPLETED_ANALYSIS' }).waitFor({ timeout: 120_000 });
    const seen = (await page.evaluate('window.seen')) as string[];
    assert.equal(navigations, 0, 'no reload');
    assert.ok(seen.length >= 2 && seen[0] !== 'COMPLETED_ANALYSIS', `the page saw the status move: ${seen.join(' → ')}`);
    assert.equal(seen.at(-1), 'COMPLETED_ANALYSIS');
    const lifecycle = await page.getByRole('list', { name: 'Lifecycle' }).getByRole('listitem').allTextContents();
    assert.equal(lifecycle.length, 7, lifecycle.join(' | '));
    assert.match(lifecycle[6], /COMPLETED_ANALYSIS/);
  });

  test('the answer, charts with data and the rendered report', async () => {
    const results = await api.request('GET', `/v1/simulations/${simulationId}/results`, { key: acme.api_key });
    assert.equal(results.status, 200);
    const expected: string = results.json.analysis.answer?.statement ?? results.json.analysis.executive_summary;
    const statement = page.getByTestId('answer-statement');
    await statement.waitFor();
    assert.equal((await statement.textContent())?.trim(), expected.trim());

    const charts = page.getByRole('img', { name: /^Line chart of / });
    await charts.first().waitFor();
    assert.ok((await charts.count()) >= 1);
    const name = (await charts.first().getAttribute('aria-label')) ?? '';
    assert.match(name, /by (month, steps 1 to 120|year, steps 1 to 10)/);
    // The plot was drawn: the canvas has coloured pixels (the series line), not only white.
    const inked = await charts.first().evaluate((el) => {
      const canvas = el.querySelector('canvas');
      if (!canvas) return 0;
      const ctx = canvas.getContext('2d');
      const { data } = ctx!.getImageData(0, 0, canvas.width, canvas.height);
      let coloured = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && data[i + 2] > data[i] + 40) coloured++;
      return coloured;
    });
    assert.ok(inked > 50, `the chart has a drawn series (${inked} coloured pixels)`);

    const report = page.locator('.report');
    assert.ok(((await report.textContent()) ?? '').length > 100);
    assert.equal(await report.locator('script, img, iframe').count(), 0);
    await scan('simulation (completed)');
  });

  test('arms and replicates: every arm a line with its p05–p95 band, the answer by arm', async () => {
    const config = JSON.parse(readFileSync(new URL('./arms-config.json', import.meta.url), 'utf8'));
    const created = await api.request('POST', '/v1/simulations/with-config', { key: acme.api_key, body: { prompt: 'Electric cars with a price cut', config } });
    assert.equal(created.status, 201);
    await page.goto(url(`/simulations/${created.json.id}`));
    await page.getByTestId('simulation-status').filter({ hasText: 'COMPLETED_ANALYSIS' }).waitFor({ timeout: 120_000 });
    const results = await api.request('GET', `/v1/simulations/${created.json.id}/results`, { key: acme.api_key });
    const answer = results.json.analysis.answer;
    assert.ok(answer, 'the Analyst answers the question');
    await page.getByTestId('answer-statement').filter({ hasText: answer.statement }).waitFor();
    const byArm = page.getByRole('table', { name: 'By arm' });
    assert.deepEqual(await byArm.getByRole('rowheader').allTextContents(), ["Today's prices", 'Prices 20% lower']);

    const charts = page.getByRole('img', { name: /^Line chart of / });
    await charts.first().waitFor();
    assert.equal(await charts.count(), 4, 'one per outcome: three variables and one action');
    const first = (await charts.first().getAttribute('aria-label')) ?? '';
    assert.equal(
      first,
      "Line chart of Owns an electric car (share of households) for Households, by month, steps 1 to 24: Today's prices, Prices 20% lower, each with its 5–95% range over 8 runs.",
      'the question’s target first, with its label and unit',
    );
    // Bands are drawn: a large area of translucent fill, not only opaque lines.
    const translucent = await charts.first().evaluate((el) => {
      const canvas = el.querySelector('canvas');
      const { data } = canvas!.getContext('2d')!.getImageData(0, 0, canvas!.width, canvas!.height);
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] > 20 && data[i] < 120) n++;
      return n;
    });
    assert.ok(translucent > 500, `band fill drawn (${translucent} translucent pixels)`);
    await scan('simulation with arms');
    await page.goto(url(`/simulations/${simulationId}`));
    await page.getByTestId('answer-statement').waitFor();
  });

  test('download the CSV', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^simulation-.*-metrics\.csv$/);
    const text = readFileSync((await download.path()) as string, 'utf8');
    const lines = text.trimEnd().split('\r\n');
    assert.equal(lines[0], 'arm,statistic,group_id,step,kind,name,label,value');
    assert.ok(lines.length > 20);
    assert.match(lines[1], /^baseline,mean,[^,]+,1,(variable|action),/);
  });

  test('edit the configuration with an invalid value: the error is shown at its field', async () => {
    await page.getByRole('button', { name: 'Edit configuration' }).click();
    const steps = page.getByRole('textbox', { name: 'Number of steps', exact: true });
    await steps.fill('0');
    await page.getByRole('button', { name: 'Save configuration and rerun' }).click();
    await page.getByRole('alert').filter({ hasText: 'was not saved' }).waitFor();
    assert.equal(await steps.getAttribute('aria-invalid'), 'true');
    const describedBy = (await steps.getAttribute('aria-describedby')) ?? '';
    assert.ok(describedBy);
    const message = await page.locator(`[id="${describedBy}"]`).textContent();
    assert.match(message ?? '', /greater than or equal to 1/);
    await scan('configuration editor with an error');
    // Nothing was changed on the server.
    const sim = await api.request('GET', `/v1/simulations/${simulationId}`, { key: acme.api_key });
    assert.equal(sim.json.status, 'COMPLETED_ANALYSIS');
    await page.getByRole('button', { name: 'Cancel editing' }).click();
  });

  test('save a valid configuration: the simulation reruns from the Simulator, followed live', async () => {
    await page.getByRole('button', { name: 'Edit configuration' }).click();
    await page.getByRole('textbox', { name: 'Number of steps', exact: true }).fill('12');
    await page.getByRole('button', { name: 'Save configuration and rerun' }).click();
    const status = page.getByTestId('simulation-status');
    await status.filter({ hasNotText: 'COMPLETED_ANALYSIS' }).waitFor();
    await status.filter({ hasText: 'COMPLETED_ANALYSIS' }).waitFor({ timeout: 120_000 });
    const chart = page.getByRole('img', { name: /^Line chart of / }).first();
    await chart.waitFor();
    assert.match((await chart.getAttribute('aria-label')) ?? '', /steps 1 to 12/);
    const config = await api.request('GET', `/v1/simulations/${simulationId}/config`, { key: acme.api_key });
    assert.equal(config.json.number_of_steps, 12);
  });

  test('rerun the Architect: a bad field is shown at its field, then a rerun is followed live', async () => {
    const turns = page.getByRole('textbox', { name: 'Architect turns' });
    await turns.fill('11');
    await page.getByRole('button', { name: 'Rerun the Architect' }).click();
    await page.locator('.field-error').filter({ hasText: /less than or equal to 10/ }).waitFor();
    assert.equal(await turns.getAttribute('aria-invalid'), 'true');
    await turns.fill('2');
    await page.getByRole('button', { name: 'Rerun the Architect' }).click();
    await page.getByText('The Architect is working on it.').waitFor();
    const status = page.getByTestId('simulation-status');
    await status.filter({ hasText: 'COMPLETED_ANALYSIS' }).waitFor({ timeout: 120_000 });
    const sim = await api.request('GET', `/v1/simulations/${simulationId}`, { key: acme.api_key });
    const names = sim.json.lifecycle.states.map((s: { name: string }) => s.name);
    assert.equal(names.filter((n: string) => n === 'PROCESSING_CONFIG').length, 2, 'the Architect ran again');
    assert.equal(names.at(-1), 'COMPLETED_ANALYSIS');
  });

  test('create a key: its secret is shown exactly once, with Copy', async () => {
    await nav('API keys').click();
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('ci deploys');
    await page.getByRole('textbox', { name: 'Rate limit' }).fill('50');
    await page.getByRole('textbox', { name: 'Expires in days' }).fill('30');
    await scan('keys (create form)');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const secretBox = page.getByRole('region', { name: 'New API key' });
    await secretBox.waitFor();
    const secret = ((await secretBox.textContent()) ?? '').trim();
    assert.match(secret, /^svc_(live|test)_[0-9a-f]{64}$/);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('status').filter({ hasText: /Copied|Selected/ }).waitFor();
    if (await page.getByText('Copied to the clipboard.').count()) assert.equal(await page.evaluate('navigator.clipboard.readText()'), secret);
    await scan('keys (new secret)');

    // The secret is a working key of this tenant.
    const check = await api.request('GET', '/v1/keys', { key: secret });
    assert.equal(check.status, 200);
    const created = check.json.keys.find((k: { name: string }) => k.name === 'ci deploys');
    assert.equal(created.rate_limit, 50);
    assert.ok(created.expires_at);

    await page.getByRole('button', { name: 'Done' }).click();
    await secretBox.waitFor({ state: 'detached' });
    assert.ok(!(await page.content()).includes(secret), 'gone from the page once closed');
    await page.reload();
    await page.getByRole('row', { name: /ci deploys/ }).waitFor();
    assert.ok(!(await page.content()).includes(secret), 'never shown again');
    const row = page.getByRole('row', { name: /ci deploys/ });
    assert.match((await row.textContent()) ?? '', /50\/h/);
    // Usage count and last use are shown for each key.
    const firstRow = page.getByRole('row', { name: /first key/ });
    assert.match((await firstRow.textContent()) ?? '', /this session/);
    (globalThis as { secret?: string }).secret = secret;
  });

  test('disable, enable and delete a key (with a confirmation)', async () => {
    const secret = (globalThis as { secret?: string }).secret as string;
    const row = page.getByRole('row', { name: /ci deploys/ });
    await row.getByRole('button', { name: 'Disable', exact: true }).click();
    await row.getByRole('button', { name: 'Enable', exact: true }).waitFor();
    assert.match((await row.textContent()) ?? '', /Disabled/);
    assert.equal((await api.request('GET', '/v1/keys', { key: secret })).status, 401);
    await row.getByRole('button', { name: 'Enable', exact: true }).click();
    await row.getByRole('button', { name: 'Disable', exact: true }).waitFor();
    assert.equal((await api.request('GET', '/v1/keys', { key: secret })).status, 200);

    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Delete the key/ });
    await dialog.waitFor();
    await scan('keys (delete confirmation)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await api.request('GET', '/v1/keys', { key: secret })).status, 200, 'cancel deletes nothing');
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete key' }).click();
    await row.waitFor({ state: 'detached' });
    assert.equal((await api.request('GET', '/v1/keys', { key: secret })).status, 401);
  });

  test('create, rename and delete a scenario; a scenario lists its simulations', async () => {
    await nav('Scenarios').click();
    await page.getByRole('heading', { name: 'Scenarios', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Heat pumps');
    await page.getByRole('textbox', { name: 'Description' }).fill('Subsidy questions');
    await page.getByRole('button', { name: 'Create scenario' }).click();
    const link = page.getByRole('link', { name: 'Heat pumps', exact: true });
    await link.waitFor();
    await scan('scenarios');

    await page.getByRole('button', { name: 'Rename Heat pumps' }).click();
    await page.getByRole('textbox', { name: 'New name' }).fill('Heat pumps 2030');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Heat pumps 2030', exact: true }).waitFor();

    const scenarios = await api.request('GET', '/v1/scenarios', { key: acme.api_key });
    const scenarioId: string = scenarios.json.items[0].id;
    const inScenario = await api.request('POST', '/v1/simulations', { key: acme.api_key, body: { prompt: 'Heat pumps among 500 households', scenario_id: scenarioId, tags: ['pumps'] } });
    assert.equal(inScenario.status, 201);
    await page.getByRole('link', { name: 'Heat pumps 2030', exact: true }).click();
    await page.getByRole('heading', { name: 'Heat pumps 2030', level: 1 }).waitFor();
    // Only the scenario's simulation is listed (titles change once the Architect names them: find by link).
    await page.locator(`main a[href="/simulations/${inScenario.json.id}"]`).waitFor();
    assert.equal(await page.locator(`main a[href="/simulations/${simulationId}"]`).count(), 0, 'only the scenario’s simulations');
    await scan('scenario');

    await nav('Scenarios').click();
    await page.getByRole('button', { name: 'Delete Heat pumps 2030' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete scenario' }).click();
    await page.getByRole('link', { name: 'Heat pumps 2030', exact: true }).waitFor({ state: 'detached' });
    assert.equal((await api.request('GET', `/v1/scenarios/${scenarioId}`, { key: acme.api_key })).status, 404);
    const kept = await api.request('GET', `/v1/simulations/${inScenario.json.id}`, { key: acme.api_key });
    assert.equal(kept.json.scenario_id, null);
  });

  test('the simulations list: filters and paging', async () => {
    await api.request('POST', '/v1/simulations', { key: acme.api_key, body: { prompt: 'Solar panels among 300 households', tags: ['solar'] } });
    await page.goto(url('/simulations?tag=pumps'));
    await page.getByText('1 simulation', { exact: true }).waitFor();
    assert.equal(await page.locator('main tbody tr').count(), 1);
    await scan('simulations (filtered)');
    await page.goto(url('/simulations?status=COMPLETED_ANALYSIS'));
    await page.locator(`main a[href="/simulations/${simulationId}"]`).waitFor();
    for (const badge of await page.locator('main tbody .badge').allTextContents()) assert.equal(badge, 'COMPLETED_ANALYSIS');
    await page.goto(url('/simulations?tag=nothing-has-this'));
    await page.getByText('No simulations match.').waitFor();

    // Paging: newest first, one per page here, to the oldest (the first simulation of this file).
    const total: number = (await api.request('GET', '/v1/simulations?limit=1', { key: acme.api_key })).json.total;
    assert.ok(total >= 3);
    await page.goto(url('/simulations?limit=1'));
    const pager = page.getByRole('navigation', { name: 'Simulations pages' });
    await pager.getByText(`1–1 of ${total}`).waitFor();
    const seen = new Set([await page.locator('main tbody a').getAttribute('href')]);
    for (let i = 2; i <= total; i++) {
      await pager.getByRole('button', { name: 'Next page' }).click();
      await pager.getByText(`${i}–${i} of ${total}`).waitFor();
      seen.add(await page.locator('main tbody a').getAttribute('href'));
    }
    assert.equal(seen.size, total, 'every page shows another simulation');
    assert.equal(await pager.getByRole('button', { name: 'Next page' }).isDisabled(), true);
    assert.equal(await page.locator('main tbody a').getAttribute('href'), `/simulations/${simulationId}`, 'the oldest is last');
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await pager.getByText(`${total - 1}–${total - 1} of ${total}`).waitFor();
  });

  test("another tenant's simulation shows “not found” and leaks nothing", async () => {
    const theirs = await api.request('POST', '/v1/simulations', { key: globex.api_key, body: { prompt: 'Globex secret plan for 7,777 widgets' } });
    assert.equal(theirs.status, 201);
    await page.goto(url(`/simulations/${theirs.json.id}`));
    await page.getByRole('heading', { name: 'Simulation not found' }).waitFor();
    const text = (await page.locator('body').textContent()) ?? '';
    for (const leak of ['Globex', '7,777', 'globex', theirs.json.title, 'different tenant']) assert.ok(!text.includes(leak), `page shows no "${leak}"`);
    await scan('not found');
  });

  test('sign out ends the session on the server: the old cookie is refused', async () => {
    await page.goto(url('/simulations'));
    const [cookie] = await context.cookies();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('textbox', { name: 'API key' }).waitFor();
    assert.deepEqual(await context.cookies(), [], 'the browser dropped the cookie');

    const replay = await fetch(url('/trpc/session.me'), { headers: { cookie: `${cookie.name}=${cookie.value}` } });
    assert.equal(replay.status, 401);
    const body = (await replay.json()) as { error: { data: { apiError: { body: unknown } } } };
    assert.deepEqual(body.error.data.apiError.body, { detail: 'Invalid or missing API key' });
    // Even put back into the browser, the old cookie signs nobody in.
    await context.addCookies([cookie]);
    await page.goto(url('/simulations'));
    await page.getByRole('textbox', { name: 'API key' }).waitFor();
  });

  test('no request left the origin, no CSP violation, no script error; no serious or critical accessibility violation on any page', () => {
    assert.deepEqual(offOrigin, []);
    assert.deepEqual(cspViolations, []);
    assert.deepEqual(pageErrors, []);
    assert.ok(a11y.size >= 12, `pages scanned: ${[...a11y.keys()].join(', ')}`);
    const failing = [...a11y].filter(([, v]) => v.length > 0);
    assert.deepEqual(failing, []);
  });
});
