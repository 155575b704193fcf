import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { round } from './measure.js';

/**
 * Issue 9: Lighthouse (mobile form factor, its default simulated throttling) on the pages a
 * visitor lands on, served by the embedded stack. Debian's chromium, headless; no browser is
 * downloaded. /find_childcarer and /find_job are opened at their 'all' address (the links the
 * app itself uses; the bare path is not a route).
 */
export const lighthouseGoals = {
  performanceAtLeast: 95,
  accessibility: 100,
  bestPractices: 100,
  lcpMsAtMost: 2000,
  tbtMsAtMost: 150,
  clsAtMost: 0.05,
};

const PAGES = ['/', '/find_childcarer/all', '/find_job/all'];
const CHROME = process.env.BENCH_CHROME ?? '/usr/bin/chromium';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The ids of a category's audits that lost it points (weighted or with metric savings). */
function failingAudits(lhr: Lhr, category: string, pass: number) {
  return lhr.categories[category]!.auditRefs.map((ref) => lhr.audits[ref.id]!)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < pass &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => audit.id);
}

function summary(lhr: Lhr) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const goals = lighthouseGoals;
  const figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: round(metric('largest-contentful-paint'), 0),
    tbtMs: round(metric('total-blocking-time'), 0),
    cls: round(metric('cumulative-layout-shift'), 3),
  };
  const met = {
    performance: figures.performance >= goals.performanceAtLeast,
    accessibility: figures.accessibility >= goals.accessibility,
    bestPractices: figures.bestPractices >= goals.bestPractices,
    lcpMs: figures.lcpMs <= goals.lcpMsAtMost,
    tbtMs: figures.tbtMs <= goals.tbtMsAtMost,
    cls: figures.cls <= goals.clsAtMost,
  };
  const failing: Record<string, string[]> = {};
  const performanceMissed = !met.performance || !met.lcpMs || !met.tbtMs || !met.cls;
  if (performanceMissed) failing.performance = failingAudits(lhr, 'performance', 0.9);
  if (!met.accessibility) failing.accessibility = failingAudits(lhr, 'accessibility', 1);
  if (!met.bestPractices) failing.bestPractices = failingAudits(lhr, 'best-practices', 1);
  return {
    ...figures,
    met: Object.values(met).every(Boolean),
    missed: Object.keys(met).filter((key) => !met[key as keyof typeof met]),
    ...(Object.keys(failing).length ? { failingAudits: failing } : {}),
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
  };
}

interface AuditItem {
  url?: string;
  total?: number;
  scripting?: number;
  duration?: number;
  startTime?: number;
  groupLabel?: string;
}

/**
 * LIGHTHOUSE_DETAILS=1: where the main thread's time went (scripts, task groups, the longest
 * tasks), the LCP element and its phases, to find what to cut. LIGHTHOUSE_LHR_DIR=folder also
 * writes each page's full report there.
 */
function details(lhr: Lhr) {
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: AuditItem[] } | undefined)?.items ?? []) as AuditItem[];
  const ms = (value: number | undefined) => round(value ?? 0, 0);
  const short = (address = '') => address.replace(/^https?:\/\/[^/]+/, '');
  const lcpElement = (
    lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] }
      | undefined
  )?.items;
  return {
    fcpMs: ms(lhr.audits['first-contentful-paint']?.numericValue),
    speedIndexMs: ms(lhr.audits['speed-index']?.numericValue),
    bootup: items('bootup-time').map((item) => ({
      url: short(item.url),
      total: ms(item.total),
      scripting: ms(item.scripting),
    })),
    mainThread: items('mainthread-work-breakdown').map(
      (item) => `${item.groupLabel}: ${ms(item.duration)}`,
    ),
    longTasks: items('long-tasks').map(
      (item) => `${short(item.url)} @${ms(item.startTime)} ${ms(item.duration)} ms`,
    ),
    lcpElement: lcpElement?.[0]?.items?.[0]?.node?.snippet,
    lcpPhases: lcpElement?.[1]?.items?.map((item) => `${item.phase}: ${ms(item.timing)}`),
  };
}

export async function lighthouseScores(url: string, pages = PAGES) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const out: Record<string, unknown> = { lighthouseVersion: '', formFactor: 'mobile' };
    for (const page of pages) {
      const result = await lighthouse(`${url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${page}`);
      out.lighthouseVersion = result.lhr.lighthouseVersion;
      out.formFactor = result.lhr.configSettings.formFactor;
      out[page] = {
        ...summary(result.lhr),
        ...(process.env.LIGHTHOUSE_DETAILS === '1' ? { details: details(result.lhr) } : {}),
      };
      const lhrDir = process.env.LIGHTHOUSE_LHR_DIR;
      if (lhrDir) {
        mkdirSync(lhrDir, { recursive: true });
        const name = `${page.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
        writeFileSync(join(lhrDir, name), JSON.stringify(result.lhr));
      }
    }
    return out;
  } finally {
    chrome.kill();
  }
}
