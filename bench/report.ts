/**
 * The bench's output: targets checked against the measurements (reported, never asserted), a plain
 * table for the terminal and docs/quality.md, and bench/results.json.
 */
import type { Resource } from '../lambdas/contract/routes.ts';
import type { ApiLoadRow } from './api-load.ts';
import type { BundleResult, BundlesResult } from './bundles.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { GateResult } from './gate.ts';
import type { MatchingResult } from './matching.ts';
import type { MessagesBenchResult } from './messages.ts';
import type { ScalingRow } from './scaling.ts';
import type { SpaResult } from './spa.ts';

export const TARGETS = {
  /** Minified, for every route that talks to neither Stripe nor S3 (those are reported, exempt). */
  bundleMaxKb: 250,
  /** A fresh process's import and first request, over hello-world's measured in the same run. */
  coldMaxMsAboveHello: 100,
  /** Every measured page's first load. */
  initialJsMaxGzipKb: 120,
  /** Mobile, the median of the runs; scores out of 100. */
  lighthouse: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMaxMs: 1500 },
  /** Every public list, and the job page's read, against the bare DynamoDB call each one makes. */
  apiMinRatio: 0.7,
  scalingMaxRatio: 1.1,
  /** Issue 20: a new message shows within 3 s while its thread is open. */
  messageDeliveryMaxMs: 3000,
  /** Issue 22: a job's suggested nannies read at most its area's nannies, in under 300 ms. */
  suggestionsMaxMs: 300,
  /** Issue 22: one published job reaches 10,000 alerts within a minute, each matching one once. */
  fanOutMaxMs: 60_000,
} as const;

export interface Check {
  area: string;
  subject: string;
  measured: string;
  target: string;
  pass: boolean;
}

export interface Results {
  bundles?: BundlesResult;
  spa?: SpaResult;
  lighthouse?: LighthouseResult[];
  api?: ApiLoadRow[];
  scaling?: ScalingRow[];
  messages?: MessagesBenchResult;
  matching?: MatchingResult;
  gate?: GateResult;
}

/** One page's read at the largest table beside its read at the smallest. */
export interface ScalingComparison {
  page: string;
  small: ScalingRow;
  large: ScalingRow;
  /** Items read at the largest table over those at the smallest. */
  ratio: number;
}

export function scalingComparisons(rows: readonly ScalingRow[]): ScalingComparison[] {
  const out: ScalingComparison[] = [];
  for (const page of new Set(rows.map((s) => s.page))) {
    const sizes = rows.filter((s) => s.page === page).sort((a, b) => a.rows - b.rows);
    const small = sizes[0];
    const large = sizes.at(-1);
    if (!small || !large || small === large) continue;
    out.push({ page, small, large, ratio: large.scanned / Math.max(1, small.scanned) });
  }
  return out;
}

/**
 * Whether the page read as many items at both sizes: the number a reader looks for, since a page that
 * is one Query of one index partition with a Limit reads the same however large the table grows.
 */
const sameItems = ({ small, large }: ScalingComparison) =>
  large.scanned === small.scanned
    ? 'the same items read'
    : large.scanned > small.scanned
      ? 'more items read'
      : 'fewer items read';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const signedMs = (n: number) => `${n < 0 ? '−' : '+'}${Math.abs(n).toFixed(0)} ms`;

/**
 * The third parties a function talks to that exempt its bundle from the size target, from the
 * resources it uses (a route's `uses`): Stripe's SDK and S3's client with its presigners are large,
 * and needed.
 */
export function sizeExemption(uses: readonly Resource[]): string[] {
  return [
    ...(uses.includes('stripe') ? ['Stripe'] : []),
    ...(uses.some((use) => use.startsWith('uploads:')) ? ['S3'] : []),
  ];
}

/** How much longer a bundle's cold start took than hello-world's in the same run. */
export const msAboveHello = (b: BundleResult, hello: BundleResult) => b.coldMs - hello.coldMs;

export function checks(r: Results): Check[] {
  const out: Check[] = [];
  const hello = r.bundles?.helloWorld;
  for (const b of r.bundles?.handlers ?? []) {
    if (!b.talksTo?.length)
      out.push({
        area: 'bundle size',
        subject: b.id,
        measured: kb(b.minBytes),
        target: `≤ ${TARGETS.bundleMaxKb} KB`,
        pass: b.minBytes <= TARGETS.bundleMaxKb * 1024,
      });
    if (hello)
      out.push({
        area: 'cold start',
        subject: b.id,
        measured: `${signedMs(msAboveHello(b, hello))} (${ms(b.coldMs)})`,
        target: `≤ ${TARGETS.coldMaxMsAboveHello} ms above hello-world (${ms(hello.coldMs)})`,
        pass: msAboveHello(b, hello) <= TARGETS.coldMaxMsAboveHello,
      });
  }
  for (const p of r.spa?.pages ?? [])
    out.push({
      area: 'initial JS',
      subject: p.path,
      measured: `${kb(p.jsGzipBytes)} gzip`,
      target: `≤ ${TARGETS.initialJsMaxGzipKb} KB gzip`,
      pass: p.jsGzipBytes <= TARGETS.initialJsMaxGzipKb * 1024,
    });
  for (const p of r.spa?.pages ?? [])
    if (p.path !== '/auth')
      out.push({
        area: 'auth library',
        subject: p.path,
        measured: p.authLibrary ? 'in initial JS' : 'not loaded',
        target: 'only where needed',
        pass: !p.authLibrary,
      });
  for (const l of r.lighthouse ?? []) {
    for (const [key, label] of [
      ['performance', 'performance'],
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best practices'],
      ['seo', 'SEO'],
    ] as const) {
      const min = TARGETS.lighthouse[key];
      const value = l[key];
      out.push({
        area: `lighthouse ${label}`,
        subject: l.url,
        measured: String(value ?? 'n/a'),
        target: min === 100 ? '100' : `≥ ${min}`,
        pass: value !== null && value >= min,
      });
    }
    const lcp = l.metrics.lcpMs;
    out.push({
      area: 'lighthouse LCP',
      subject: l.url,
      measured: lcp === null ? 'n/a' : `${(lcp / 1000).toFixed(2)} s`,
      target: `≤ ${(TARGETS.lighthouse.lcpMaxMs / 1000).toFixed(1)} s`,
      pass: lcp !== null && lcp <= TARGETS.lighthouse.lcpMaxMs,
    });
  }
  for (const a of r.api ?? [])
    out.push({
      area: 'API throughput',
      subject: a.name,
      measured: `${a.ratio.toFixed(2)}× bare`,
      target: `≥ ${TARGETS.apiMinRatio}× bare ${a.bare.call ?? 'Query'}`,
      pass: a.ratio >= TARGETS.apiMinRatio && a.api.errors === 0,
    });
  for (const c of scalingComparisons(r.scaling ?? []))
    out.push({
      area: 'items read per page',
      subject: c.page,
      measured: `${c.large.scanned} at ${c.large.rows} vs ${c.small.scanned} at ${c.small.rows} (${c.ratio.toFixed(2)}×, ${sameItems(c)})`,
      target: `≤ ${TARGETS.scalingMaxRatio}×`,
      pass: c.ratio <= TARGETS.scalingMaxRatio,
    });
  for (const s of r.matching?.suggestions ?? []) {
    out.push({
      area: 'suggestions: items read',
      subject: `${s.rows} nannies`,
      measured: `${s.itemsRead} (area holds ${s.nanniesInArea})`,
      target: '≤ the nannies of its area',
      pass: s.itemsRead <= s.nanniesInArea && s.suggested > 0,
    });
    out.push({
      area: 'suggestions: time',
      subject: `${s.rows} nannies`,
      measured: ms(s.medianMs),
      target: `< ${TARGETS.suggestionsMaxMs} ms`,
      pass: s.medianMs < TARGETS.suggestionsMaxMs,
    });
  }
  const fan = r.matching?.fanOut;
  if (fan)
    out.push({
      area: 'job alerts fan-out',
      subject: `${fan.alerts} alerts`,
      measured: `${ms(fan.firstMs)}; ${fan.emails + fan.pending} written for ${fan.matches} matching; rerun ${ms(fan.secondMs)}, nothing written`,
      target: `< ${TARGETS.fanOutMaxMs / 1000} s, each matching alert once`,
      pass: fan.firstMs < TARGETS.fanOutMaxMs && fan.emails + fan.pending === fan.matches && fan.matches > 0,
    });
  if (r.messages)
    out.push({
      area: 'message delivery',
      subject: 'open thread',
      measured: `median ${ms(r.messages.deliveryP50Ms)}, worst ${ms(r.messages.deliveryMaxMs)}`,
      target: `≤ ${TARGETS.messageDeliveryMaxMs} ms, every message`,
      pass: r.messages.sent > 0 && r.messages.deliveryMaxMs <= TARGETS.messageDeliveryMaxMs,
    });
  return out;
}

/**
 * A Markdown table laid out as Prettier lays one out, so docs/quality.md keeps it as rendered; also
 * readable as plain text.
 */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${widths.map((w, i) => (cells[i] ?? '').padEnd(w)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One part's figures: its name, what they are (with their targets), and its tables and notes. */
interface Section {
  part: keyof Results;
  name: string;
  about?: string;
  body: string;
}

function sections(r: Results, list: Check[]): Section[] {
  const out: Section[] = [];
  const verdict = (area: string, subject: string) => {
    const found = list.filter((c) => c.area === area && c.subject === subject);
    return found.length ? (found.every((c) => c.pass) ? 'pass' : 'MISS') : '';
  };
  const lighthouseVerdict = (url: string) => {
    const found = list.filter((c) => c.area.startsWith('lighthouse ') && c.subject === url);
    return found.length ? (found.every((c) => c.pass) ? 'pass' : 'MISS') : '';
  };
  const bundleColumns = ['handler', 'route', 'min', 'gzip', 'init', 'cold', 'vs hello', 'status'];
  const bundleRow = (b: BundleResult, hello: BundleResult) => [
    b.id,
    b.route,
    kb(b.minBytes),
    kb(b.gzipBytes),
    ms(b.initMs),
    ms(b.coldMs),
    signedMs(msAboveHello(b, hello)),
    String(b.status ?? ''),
  ];
  if (r.bundles) {
    const { helloWorld: h, handlers, runs } = r.bundles;
    const exempt = handlers.filter((b) => b.talksTo?.length).length;
    const above = handlers.map((b) => msAboveHello(b, h));
    const over = above.filter((n) => n > TARGETS.coldMaxMsAboveHello);
    out.push({
      part: 'bundles',
      name: 'Lambda bundles',
      about:
        `esbuild as lib/function.ts; cold = fresh node: bootstrap + import + one request, median of ${runs};\n` +
        `vs hello = cold less hello-world's, target ≤ +${TARGETS.coldMaxMsAboveHello} ms; size target ≤ ${TARGETS.bundleMaxKb} KB ` +
        `but for the ${exempt} routes that talk to Stripe or S3, exempt`,
      body:
        table(
          [...bundleColumns, 'size', 'cold start'],
          [h, ...handlers].map((b) => [
            ...bundleRow(b, h),
            b.talksTo?.length ? `exempt (${b.talksTo.join(', ')})` : verdict('bundle size', b.id),
            verdict('cold start', b.id),
          ]),
        ) +
        (handlers.length
          ? `\n\nThe median route: ${kb(median(handlers.map((b) => b.minBytes)))} minified, ` +
            `${signedMs(median(above))} above hello-world's cold start` +
            (over.length
              ? `; the ${over.length} over the target, ${signedMs(Math.min(...over))}` +
                (over.length > 1 ? ` to ${signedMs(Math.max(...over))}.` : '.')
              : '.')
          : ''),
    });
    if (r.bundles.runtimeSdk?.length)
      out.push({
        part: 'bundles',
        name: "For comparison, not shipped: the same routes with the AWS SDK left to the runtime's copy",
        body: table(
          [...bundleColumns, 'cold vs bundled'],
          r.bundles.runtimeSdk.map((b) => {
            const bundled = handlers.find((x) => x.route === b.route);
            return [...bundleRow(b, h), bundled ? `${(b.coldMs / bundled.coldMs).toFixed(2)}×` : ''];
          }),
        ),
      });
  }
  if (r.spa)
    out.push({
      part: 'spa',
      name: 'SPA first load, gzip',
      about:
        `what a page needs before the app runs it: the entry, the app it imports, and what the route\n` +
        `imports lazily, with their static imports; then what it loads once shown: toasts, cookie banner`,
      body: table(
        ['page', 'JS files', 'JS gzip', 'then loaded', 'CSS gzip', 'aws-amplify', 'size'],
        r.spa.pages.map((p) => [
          p.path,
          String(p.jsFiles.length),
          kb(p.jsGzipBytes),
          `${kb(p.afterGzipBytes)} (${p.afterFiles.length} files)`,
          kb(p.cssGzipBytes),
          p.authLibrary ? 'yes' : 'no',
          verdict('initial JS', p.path),
        ]),
      ),
    });
  if (r.lighthouse)
    out.push({
      part: 'lighthouse',
      name: 'Lighthouse',
      about:
        `mobile, production build; the median of ${r.lighthouse[0]?.runs ?? 1} runs per page; targets: ` +
        `every score 100, LCP ≤ ${(TARGETS.lighthouse.lcpMaxMs / 1000).toFixed(1)} s`,
      body: table(
        [
          'page',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'LCP',
          'TBT',
          'CLS',
          'below 1 (a11y/bp/seo)',
          'perf, each run',
          '',
        ],
        r.lighthouse.map((l) => [
          l.url,
          String(l.performance ?? 'n/a'),
          String(l.accessibility ?? 'n/a'),
          String(l.bestPractices ?? 'n/a'),
          String(l.seo ?? 'n/a'),
          l.metrics.lcpMs === null ? '' : ms(l.metrics.lcpMs),
          l.metrics.tbtMs === null ? '' : ms(l.metrics.tbtMs),
          l.metrics.cls === null ? '' : l.metrics.cls.toFixed(3),
          l.failing.join(', ') || '-',
          (l.performanceRuns ?? []).map((p) => p ?? 'n/a').join(', '),
          lighthouseVerdict(l.url),
        ]),
      ),
    });
  if (r.api)
    out.push({
      part: 'api',
      name: 'API under load vs the bare SDK call its handler makes',
      about: "a Query, or the job page's GetItem; same DynamoDB Local",
      body: table(
        [
          'endpoint',
          'API req/s',
          'p50',
          'p99',
          'errors',
          'bare call',
          'bare req/s',
          'p50',
          'p99',
          'errors',
          'ratio',
          '',
        ],
        r.api.map((a) => [
          a.name,
          a.api.reqPerSec.toFixed(0),
          ms(a.api.p50Ms),
          ms(a.api.p99Ms),
          String(a.api.errors),
          a.bare.call ?? 'Query',
          a.bare.reqPerSec.toFixed(0),
          ms(a.bare.p50Ms),
          ms(a.bare.p99Ms),
          String(a.bare.errors),
          `${a.ratio.toFixed(2)}×`,
          verdict('API throughput', a.name),
        ]),
      ),
    });
  if (r.scaling) {
    // Each page's verdict sits on its row at the largest table, beside what it read at the smallest.
    const compared = new Map(scalingComparisons(r.scaling).map((c) => [c.large, c]));
    out.push({
      part: 'scaling',
      name: 'Scaling',
      about: 'one page read by the repository function',
      body: table(
        ['page', 'rows seeded', 'queries', 'items read', 'returned', 'capacity (RCU)', 'vs fewest rows', ''],
        r.scaling.map((s) => {
          const c = compared.get(s);
          return [
            s.page,
            String(s.rows),
            String(s.queries),
            String(s.scanned),
            String(s.returned),
            s.capacityUnits.toFixed(1),
            c ? `${sameItems(c)} (${c.ratio.toFixed(2)}×)` : '',
            c ? verdict('items read per page', s.page) : '',
          ];
        }),
      ),
    });
  }
  if (r.messages) {
    const m = r.messages;
    const usd = (n: number) => `$${n.toFixed(5)}`;
    out.push({
      part: 'messages',
      name: `Messages: one thread open in Chromium for ${m.seconds} s while the other side wrote ${m.sent} messages`,
      body:
        table(
          ['request', 'count'],
          Object.entries(m.requests)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, n]) => [key, String(n)]),
        ) +
        `\n\nPer open conversation per hour: ${m.requestsPerHour} requests (${(m.notModifiedShare * 100).toFixed(0)}% answered 304), ` +
        `${usd(m.costPerHourUsd.polling)} polling vs ${usd(m.costPerHourUsd.websocket)} over a WebSocket API. ` +
        `Delivery: median ${ms(m.deliveryP50Ms)}, worst ${ms(m.deliveryMaxMs)} (${verdict('message delivery', 'open thread')}); ` +
        `thread request median ${ms(m.threadP50Ms)}.`,
    });
  }
  if (r.matching) {
    const fan = r.matching.fanOut;
    out.push({
      part: 'matching',
      name: 'Matching: suggested nannies for one job in SW4',
      about: 'nannies spread over 40 postcode areas',
      body:
        table(
          ['nannies', 'in its area', 'queries', 'items read', 'suggested', 'median', ''],
          r.matching.suggestions.map((s) => [
            String(s.rows),
            String(s.nanniesInArea),
            String(s.queries),
            String(s.itemsRead),
            String(s.suggested),
            ms(s.medianMs),
            verdict('suggestions: time', `${s.rows} nannies`),
          ]),
        ) +
        `\n\nOne published job fanned out to ${fan.alerts} alerts: read ${fan.read}, ` +
        `${fan.matches} matching, ${fan.emails} instant emails and ${fan.pending} digest items ` +
        `in ${ms(fan.firstMs)}; a second run wrote nothing in ${ms(fan.secondMs)} ` +
        `(${verdict('job alerts fan-out', `${fan.alerts} alerts`)}).`,
    });
  }
  if (r.gate) {
    const g = r.gate;
    out.push({
      part: 'gate',
      name: 'The gate of signed-in writes',
      about: "the account's record read before each one",
      body:
        `The gate alone: ${g.gateMedianMs.toFixed(2)} ms median and ${g.gateP95Ms.toFixed(2)} ms at the 95th ` +
        `percentile over ${g.runs} writes, ${g.readUnitsPerWrite} read unit${g.readUnitsPerWrite === 1 ? '' : 's'} ` +
        `per write; a whole write (PUT /me/email-settings, gate included) took ${g.writeMedianMs.toFixed(1)} ms median.`,
    });
  }
  return out;
}

export function renderTables(r: Results, list: Check[]): string {
  const missed = list.filter((c) => !c.pass);
  return [
    ...sections(r, list).map((s) => `${s.name}${s.about ? ` (${s.about})` : ''}\n\n${s.body}`),
    `Targets: ${list.length - missed.length} of ${list.length} met` +
      (missed.length
        ? `\n\n${table(
            ['missed', 'subject', 'measured', 'target'],
            missed.map((c) => [c.area, c.subject, c.measured, c.target]),
          )}`
        : ''),
  ].join('\n\n');
}

/** Where docs/quality.md's figures begin and end: what lies between is rendered, never written by hand. */
export const DOC_BEGIN = '<!-- bench:begin -->';
export const DOC_END = '<!-- bench:end -->';

/** When and on what a run measured: the whole run's in bench/results.json, and each refresh's. */
export interface RunFacts {
  generatedAt: string;
  durationSeconds?: number;
  machine?: { node: string; cpus: number; loadAverageAtStart: number[] };
}

/** bench/results.json: the last whole run, its figures, and the parts measured again since (BENCH_MERGE=1). */
export interface ResultsFile extends Results, RunFacts {
  error?: string;
  refreshed?: (RunFacts & { only: string[] })[];
}

/** The run a part's figures come from: the latest refresh that measured it, or else the whole run. */
export const measuredIn = (file: ResultsFile, part: keyof Results): RunFacts =>
  file.refreshed?.findLast((run) => run.only.includes(part)) ?? file;

const day = (run: RunFacts) => run.generatedAt.slice(0, 10);
const load = (run: RunFacts) =>
  run.machine
    ? `load average ${run.machine.loadAverageAtStart[0]?.toFixed(1) ?? 'n/a'} on ${run.machine.cpus} cores at the start`
    : '';

/**
 * docs/quality.md's figures, markers included: each part's tables and notes under the date it was
 * measured, and the targets met by area. `npm run bench` writes it with bench/results.json, and
 * `npm run bench:docs` renders it again from that file.
 */
export function renderDocBlock(file: ResultsFile): string {
  const list = checks(file);
  const whole = [
    file.durationSeconds === undefined ? '' : `${file.durationSeconds} s`,
    file.machine ? `Node ${file.machine.node}` : '',
    load(file),
  ].filter(Boolean);
  const parts: string[] = [
    DOC_BEGIN,
    '<!-- Rendered from bench/results.json by bench/report.ts (npm run bench, npm run bench:docs); edit those, not this block. -->',
    `Last whole run: ${day(file)}${whole.length ? ` (${whole.join(', ')})` : ''}. ` +
      'A part measured again since, with `BENCH_MERGE=1`, gives its own date.' +
      (file.error
        ? ` The run failed (${file.error.replace(/\s+/g, ' ')}); below are the parts it finished.`
        : ''),
  ];
  let previous: keyof Results | undefined;
  for (const s of sections(file, list)) {
    const run = measuredIn(file, s.part);
    const when = s.part === previous ? '' : ` Measured ${day(run)}${run.machine ? ` (${load(run)})` : ''}.`;
    previous = s.part;
    const about = s.about ? ` (${s.about.replaceAll('\n', ' ')})` : '';
    parts.push(`**${s.name}**${about}${about || when ? `.${when}` : ''}`, s.body);
  }
  const areas = [...new Set(list.map((c) => c.area))];
  parts.push(
    `**Targets met: ${list.filter((c) => c.pass).length} of ${list.length}** ` +
      '(`bench/results.json` lists every figure and check)',
    ...(areas.length
      ? [
          table(
            ['area', 'met', 'checked'],
            areas.map((area) => {
              const of = list.filter((c) => c.area === area);
              return [area, String(of.filter((c) => c.pass).length), String(of.length)];
            }),
          ),
        ]
      : []),
    DOC_END,
  );
  return parts.join('\n\n');
}

const blockAt = (doc: string) => {
  const begin = doc.indexOf(DOC_BEGIN);
  const end = doc.indexOf(DOC_END, begin);
  if (begin < 0 || end < 0) throw new Error(`no ${DOC_BEGIN} … ${DOC_END} block`);
  return { begin, end: end + DOC_END.length };
};

/** The rendered block as it stands in a document. */
export function docBlock(doc: string): string {
  const { begin, end } = blockAt(doc);
  return doc.slice(begin, end);
}

/** The document with its block replaced by the one given. */
export function withDocBlock(doc: string, block: string): string {
  const { begin, end } = blockAt(doc);
  return doc.slice(0, begin) + block + doc.slice(end);
}
