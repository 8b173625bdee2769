import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadConfig } from '@packflow/config';
import type { LoginAnswer } from '@packflow/contracts';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { startApi } from '../apps/api/src/bootstrap';
import { percentile, progress, report, round } from './support';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CONSOLE_DIR = path.resolve(__dirname, '../../web/dist');
const RUNS = 15;
const PASSWORD = 'bench-admin-password';
/** The framework's own chunks (React, Blueprint and the other libraries): the floor a page cannot go below. */
const FRAMEWORK_CHUNK = /\/assets\/(react|blueprint|vendor)-[\w-]+\.js$/;

interface Loaded {
  js: number;
  css: number;
  frameworkJs: number;
  /** Gzipped bytes of each script, by file name: what to look at when the figure grows. */
  scripts: Map<string, number>;
}

/** The largest scripts of a load, 'name KB', largest first (hashes dropped, so runs compare). */
const largest = (scripts: Map<string, number>, count: number): string[] =>
  [...scripts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name.replace(/-[\w-]{8}\.js$/, '')} ${kb(bytes)}`);

/** Waits for the selector; when it never shows, says on which page the console stopped (a changed screen, not a slow one). */
async function waitFor(page: Page, selector: string): Promise<void> {
  try {
    await page.waitForSelector(selector, { timeout: 30_000 });
  } catch (error) {
    const title = await page.title().catch(() => '');
    throw new Error(`no ${selector} within 30 s on ${page.url()} ("${title}")`, { cause: error });
  }
}

/** Gzipped bytes of the JavaScript and CSS a fresh browser context loads for one page. */
async function loadedBytes(context: BrowserContext, url: string, ready: string): Promise<Loaded> {
  const page = await context.newPage();
  const sizes: Loaded = { js: 0, css: 0, frameworkJs: 0, scripts: new Map() };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        const gz = zlib.gzipSync(body, { level: 9 }).length;
        if (type === 'stylesheet') sizes.css += gz;
        else {
          sizes.js += gz;
          sizes.scripts.set(path.basename(new URL(response.url()).pathname), gz);
          if (FRAMEWORK_CHUNK.test(response.url())) sizes.frameworkJs += gz;
        }
      }),
    );
  });
  await page.goto(url);
  await waitFor(page, ready);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return sizes;
}

/** ms from the start of navigation until the selector shows, in a fresh context (cold cache). */
async function timeToSelector(
  browser: Browser,
  url: string,
  selector: string,
  session?: string,
): Promise<number> {
  const context = await newContext(browser, session);
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await waitFor(page, selector);
  const ms = performance.now() - started;
  await context.close();
  return ms;
}

async function newContext(browser: Browser, session?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  if (session)
    await context.addInitScript((value) => localStorage.setItem('packflow.session', value), session);
  return context;
}

/** A session as the console stores it, from a real login. */
async function signedInSession(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: PASSWORD }).toString(),
  });
  const { data } = (await res.json()) as { data: LoginAnswer };
  return JSON.stringify({ ...data, clockOffsetMs: 0 });
}

const kb = (bytes: number) => round(bytes / 1024, 1);

/**
 * console.bundle: gzipped JavaScript and CSS loaded for the login page and for the first page
 * after login (the administrator's staff list), against the framework's own chunks in the same
 * load. console.first_page_ms: navigation to the list's first row rendered, cold cache, against
 * navigation to the login form.
 */
export async function benchConsole(wanted: (name: string) => boolean): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`console benchmarks need Chromium at ${CHROMIUM}`);
  if (!fs.existsSync(path.join(CONSOLE_DIR, 'index.html'))) throw new Error('build the console first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'packflow-bench-'));
  const api = await startApi(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: PASSWORD,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    }),
    { consoleDir: CONSOLE_DIR },
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // The first data row of the first page's list (PagedTable marks each cell of a row, never a
  // loading placeholder, with data-row-key): the page is there once the staff list has answered.
  const FIRST_ROW = 'table td [data-row-key]';
  const LOGIN_FORM = 'input[type=password]';
  try {
    if (wanted('console.bundle')) {
      progress('console.bundle: loading the login page and the first page in fresh contexts');
      const loginCtx = await newContext(browser);
      const login = await loadedBytes(loginCtx, `${api.url}/login`, LOGIN_FORM);
      await loginCtx.close();
      const firstCtx = await newContext(browser, await signedInSession(api.url));
      const first = await loadedBytes(firstCtx, `${api.url}/`, FIRST_ROW);
      await firstCtx.close();
      report({
        name: 'console.bundle',
        value: kb(first.js),
        unit: 'KB gzipped JS, first page after login',
        baseline: kb(first.frameworkJs),
        first_page_css_kb: kb(first.css),
        login_js_kb: kb(login.js),
        login_css_kb: kb(login.css),
        goal_js_kb: 300,
        first_page_largest_js: largest(first.scripts, 8),
      });
    }
    if (wanted('console.first_page_ms')) {
      progress(`console.first_page_ms: ${RUNS} cold loads of the first page and of the login page`);
      const first: number[] = [];
      const login: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        first.push(await timeToSelector(browser, `${api.url}/`, FIRST_ROW, await signedInSession(api.url)));
        login.push(await timeToSelector(browser, `${api.url}/login`, LOGIN_FORM));
      }
      first.sort((a, b) => a - b);
      login.sort((a, b) => a - b);
      report({
        name: 'console.first_page_ms',
        value: round(percentile(first, 99)),
        unit: 'ms p99, navigation to first row of the list',
        p50: round(percentile(first, 50)),
        baseline: round(percentile(login, 99)),
        baseline_p50: round(percentile(login, 50)),
        baseline_is: 'navigation to the login form',
        runs: RUNS,
      });
    }
  } finally {
    await browser.close();
    await api.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
