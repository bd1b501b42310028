import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../apps/web/tooling/chromium-flags.ts';
import { onCleanup } from '../run/cleanup.ts';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export type FormFactor = 'mobile' | 'desktop';

export type AuditRun = {
  /** Lighthouse performance score, 0–100. */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Lighthouse's total byte weight: what went over the wire, compressed. */
  transferKiB: number;
};

type Chromium = { port: number; stop: () => Promise<void> };

async function stopChromium(child: ChildProcess, profile: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
  await rm(profile, { recursive: true, force: true });
}

/** Chromium with a fresh profile (an empty cache), its DevTools port read from the profile. */
async function launchChromium(): Promise<Chromium> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'daengnyang-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      ...CHROMIUM_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const forget = onCleanup(() => stopChromium(child, profile));
  const stop = async () => {
    forget();
    await stopChromium(child, profile);
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const activePort = await readFile(path.join(profile, 'DevToolsActivePort'), 'utf8').catch(
      () => '',
    );
    const port = Number(activePort.split('\n')[0]);
    if (port > 0) return { port, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`${CHROMIUM} did not start (exit code ${child.exitCode})`);
}

/** A Lighthouse accessibility audit: its score and the audits that failed. */
export type AccessibilityRun = { score: number; failing: string[] };

/** What `chromium --version` says, e.g. "Chromium 156.0.8078.79 …". */
export async function chromiumVersion(): Promise<string> {
  const chromium = await launchChromium();
  try {
    const response = await fetch(`http://127.0.0.1:${chromium.port}/json/version`);
    const { Browser } = (await response.json()) as { Browser: string };
    return Browser;
  } finally {
    await chromium.stop();
  }
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`);
  return value;
}

/**
 * One Lighthouse performance audit of `url` in a Chromium of its own: mobile is Lighthouse's
 * default (a mid-range phone, simulated slow 4G and 4× CPU slowdown), desktop its desktop preset.
 */
export async function auditPage(url: string, formFactor: FormFactor): Promise<AuditRun> {
  // Chromium now and then records a trace without its navigation start (NO_NAVSTART): the
  // page was fine, the recording was not, so that run is taken once more in a fresh browser.
  const run = (await auditOnce(url, formFactor)) ?? (await auditOnce(url, formFactor));
  if (run === null) throw new Error(`Lighthouse recorded no navigation of ${url}, twice`);
  return run;
}

/** One audit of `url`, or null when Lighthouse's trace lost the navigation's start. */
async function auditOnce(url: string, formFactor: FormFactor): Promise<AuditRun | null> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(
      url,
      { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError?.code === 'NO_NAVSTART') return null;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      transferKiB: numeric(lhr, 'total-byte-weight') / 1024,
    };
  } finally {
    await chromium.stop();
  }
}

/**
 * One Lighthouse accessibility audit of `url` (axe-core underneath) in a Chromium of its own,
 * as a phone (Lighthouse's default) or with its desktop preset.
 */
export async function auditAccessibility(
  url: string,
  formFactor: FormFactor,
): Promise<AccessibilityRun> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(
      url,
      { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => audit.id);
    return {
      score: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      failing,
    };
  } finally {
    await chromium.stop();
  }
}
