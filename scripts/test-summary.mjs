// Reads every phase's results (jest --json files, schemathesis JUnit reports and static checks) and prints one
// line per suite, then the plain "N passed, N failed" line CI reads. Skipped or pending tests and suites that
// failed to run count as failures: a green run must mean everything ran.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
const problems = [];
/** Failed tests, repeated after every suite's lines: CI shows only the tail of the output. */
const failures = [];

const unescapeXml = (text) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]);

/** schemathesis-<mode>-<role>.xml: one test case per operation the caller fuzzed (scripts/schemathesis/run.ts). */
function countJunit(file) {
  const phase = file.replace(/\.xml$/, '');
  const xml = readFileSync(join(dir, file), 'utf8');
  const cases = [...xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)];
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const lines = [];
  for (const [, attributes, body = ''] of cases) {
    const name = unescapeXml(/\bname="([^"]*)"/.exec(attributes)?.[1] ?? '?');
    const status = /<(failure|error)\b/.test(body) ? 'failed' : /<skipped\b/.test(body) ? 'skipped' : 'passed';
    counts[status]++;
    lines.push(`    ${status === 'passed' ? '✓' : '✗'} ${name}${status === 'skipped' ? ' (skipped)' : ''}`);
    if (status === 'failed') failures.push(`[schemathesis] ${phase} › ${name}`);
  }
  passed += counts.passed;
  failed += counts.failed + counts.skipped;
  if (counts.failed) problems.push(`${phase}: ${counts.failed} operation(s) failed (details in ${phase}.log)`);
  if (counts.skipped) problems.push(`${phase}: skipped ${counts.skipped} operation(s)`);
  if (cases.length === 0) {
    failed++;
    problems.push(`${phase}: no operation was tested`);
  }
  const bad = counts.failed || counts.skipped || cases.length === 0;
  console.log(`${bad ? 'FAIL' : 'PASS'} [schemathesis] ${phase} (${counts.passed} passed${counts.failed ? `, ${counts.failed} failed` : ''}${counts.skipped ? `, ${counts.skipped} skipped` : ''})`);
  for (const line of lines) console.log(line);
}

for (const file of readdirSync(dir).sort()) {
  if (file.startsWith('schemathesis-') && file.endsWith('.xml')) {
    countJunit(file);
    continue;
  }
  if (!file.endsWith('.json')) continue;
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('static-')) {
    if (data.ok) passed++;
    else {
      failed++;
      problems.push(`static check ${data.name} failed`);
    }
    console.log(`${data.ok ? 'PASS' : 'FAIL'} [static] ${data.name}`);
    continue;
  }
  const phase = file.replace(/^jest-|\.json$/g, '');
  for (const suite of data.testResults ?? []) {
    const name = relative(process.cwd(), suite.name);
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'passed') counts.passed++;
      else if (t.status === 'failed') counts.failed++;
      else counts.skipped++;
    }
    passed += counts.passed;
    failed += counts.failed + counts.skipped;
    const broken = suite.status === 'failed' && counts.failed === 0;
    if (broken) {
      failed++;
      problems.push(`${phase}: ${name} did not run: ${(suite.message ?? '').split('\n').slice(0, 3).join(' ')}`);
    }
    if (counts.skipped) problems.push(`${phase}: ${name} skipped ${counts.skipped} test(s)`);
    const status = counts.failed || counts.skipped || broken ? 'FAIL' : 'PASS';
    console.log(`${status} [${phase}] ${name} (${counts.passed} passed${counts.failed ? `, ${counts.failed} failed` : ''}${counts.skipped ? `, ${counts.skipped} skipped` : ''})`);
    for (const t of suite.assertionResults ?? []) {
      console.log(`    ${t.status === 'passed' ? '✓' : '✗'} ${t.fullName}`);
      if (t.status === 'failed') {
        // eslint-disable-next-line no-control-regex -- jest's messages carry ANSI colour codes (ESC [ … m)
        const reason = (t.failureMessages ?? []).join(' ').replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((l) => l.trim()).slice(0, 4);
        failures.push(`[${phase}] ${name} › ${t.fullName}\n      ${reason.map((l) => l.trim()).join('\n      ')}`);
      }
    }
  }
  if ((data.numTotalTestSuites ?? 0) === 0) {
    failed++;
    problems.push(`${phase}: no test suites ran`);
  }
}

for (const failure of failures) console.log(`failed: ${failure}`);
for (const problem of problems) console.log(`problem: ${problem}`);
const line = `${passed} passed, ${failed} failed`;
writeFileSync(join(dir, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(failed ? 1 : 0);
