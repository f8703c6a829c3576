#!/usr/bin/env node
// `npm run test:soak`: proof of stability. Runs the integration and e2e stages several times in a row,
// optionally beside a CPU hog (two busy loops, as a loaded CI machine), and prints how often each
// stage passed and how long each spec file took (mean and slowest run).
//
//   SOAK_RUNS=5 npm run test:soak                 five rounds (default 3)
//   SOAK_HOG=1 npm run test:soak                  with two busy loops beside the tests
//   SOAK_STAGES=e2e npm run test:soak             only these stages (integration,e2e)
//   SOAK_ARGS="e2e/registry.spec.ts" npm run test:soak   extra arguments for the runners
//
// Exits 1 when any round of any stage failed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/index.mjs';

const RUNS = Math.max(1, Number(process.env.SOAK_RUNS) || 3);
const STAGES = (process.env.SOAK_STAGES || 'integration,e2e').split(',').map((s) => s.trim()).filter(Boolean);
const HOG = process.env.SOAK_HOG === '1';
const EXTRA = (process.env.SOAK_ARGS || '').split(' ').filter(Boolean);
const OUT = join(ROOT, '.tmp', 'soak');

const hogs = [];
function startHog() {
  for (let i = 0; i < 2; i++) hogs.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}
function stopHog() {
  for (const h of hogs.splice(0)) h.kill('SIGKILL');
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    stopHog();
    process.exit(130);
  });
}
process.on('exit', stopHog);

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Spec file → duration (ms) and outcome of one round, from the runner's JSON report. */
function vitestFiles(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.testResults.map((r) => ({
    spec: r.name.replace(ROOT + '/', ''),
    ms: r.endTime - r.startTime,
    ok: r.status === 'passed',
  }));
}

function playwrightFiles(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        for (const r of t.results) {
          const f = files.get(spec.file) ?? { spec: `e2e/${spec.file}`, ms: 0, ok: true };
          f.ms += r.duration;
          if (r.status !== 'passed' && r.status !== 'skipped') f.ok = false;
          files.set(spec.file, f);
        }
      }
    }
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of report.suites) walk(s);
  return [...files.values()];
}

const STAGE = {
  integration: async (round) => {
    const file = join(OUT, `integration-${round}.json`);
    const code = await run('npx', ['vitest', 'run', '--project', 'integration', '--reporter=json', `--outputFile=${file}`, ...EXTRA.filter((a) => a.startsWith('tests/'))]);
    return { code, files: safe(() => vitestFiles(file)) };
  },
  e2e: async (round) => {
    const file = join(OUT, `e2e-${round}.json`);
    const code = await run('npx', ['playwright', 'test', '--reporter=json', ...EXTRA.filter((a) => a.startsWith('e2e/'))], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
    return { code, files: safe(() => playwrightFiles(file)) };
  },
};

function safe(fn) {
  try {
    return fn();
  } catch {
    return [];
  }
}

const fmt = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  for (const s of STAGES) if (!STAGE[s]) throw new Error(`unknown stage ${s} (integration, e2e)`);
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  if (STAGES.includes('e2e')) {
    console.log('building the SPA for the e2e stage…');
    if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('build failed');
  }
  if (HOG) startHog();
  console.log(`soak: ${RUNS} round(s) of ${STAGES.join(' + ')}${HOG ? ', beside 2 busy loops' : ''}`);
  const results = Object.fromEntries(STAGES.map((s) => [s, { passed: 0, failed: 0, rounds: [], files: new Map() }]));
  for (let round = 1; round <= RUNS; round++) {
    for (const stage of STAGES) {
      const started = Date.now();
      const { code, files } = await STAGE[stage](round);
      const ms = Date.now() - started;
      const r = results[stage];
      if (code === 0) r.passed++;
      else r.failed++;
      r.rounds.push(ms);
      for (const f of files) {
        const acc = r.files.get(f.spec) ?? { runs: [], failed: 0 };
        acc.runs.push(f.ms);
        if (!f.ok) acc.failed++;
        r.files.set(f.spec, acc);
      }
      console.log(`round ${round} ${stage}: ${code === 0 ? 'PASS' : 'FAIL'} in ${fmt(ms)}`);
    }
  }
  stopHog();
  let failed = 0;
  let passed = 0;
  for (const stage of STAGES) {
    const r = results[stage];
    passed += r.passed;
    failed += r.failed;
    console.log(`\n${stage}: ${r.passed} of ${RUNS} rounds passed; round times ${r.rounds.map(fmt).join(', ')}`);
    const rows = [...r.files.entries()].sort((a, b) => Math.max(...b[1].runs) - Math.max(...a[1].runs));
    for (const [spec, acc] of rows) {
      const mean = acc.runs.reduce((x, y) => x + y, 0) / acc.runs.length;
      console.log(`  ${spec.padEnd(44)} mean ${fmt(mean).padStart(8)}  slowest ${fmt(Math.max(...acc.runs)).padStart(8)}${acc.failed ? `  FAILED ${acc.failed}×` : ''}`);
    }
  }
  // The plain closing line CI tools read: rounds of stages.
  console.log(`\nsoak: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  stopHog();
  console.error(err);
  process.exit(1);
});
