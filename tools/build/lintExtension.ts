// `npm run lint:ext`: web-ext lint over both built extensions (after `npm run build`). Fails on any finding the
// README's findings table does not list with its count (tools/build/webExtLint.ts), and on a README row nothing
// matches any more. The Firefox build is the one AMO lints; the Chrome MV3 build is linted too, for what a Firefox
// reviewer's tool says about it (its two errors are Firefox-only manifest facts, listed in the README).
import { resolve } from 'node:path';
import { explainedFindings, lintBuild, readmeText, stale, unexplained } from './webExtLint';

const root = resolve(import.meta.dirname, '..');
const BUILDS = ['firefox-mv2', 'chrome-mv3'];

const explained = explainedFindings(readmeText(root));
let failed = false;
for (const build of BUILDS) {
  const findings = await lintBuild(resolve(root, '.output', build));
  const count = (s: string) => findings.filter((f) => f.severity === s).length;
  console.log(`web-ext lint ${build}: ${count('error')} errors, ${count('warning')} warnings, ${count('notice')} notices`);
  for (const f of findings) console.log(`  ${f.severity} ${f.code} ${f.file}: ${f.message}`);
  const problems = [
    ...unexplained(build, findings, explained),
    ...stale(build, findings, explained).map((k) => `${k} (README row, no finding)`),
  ];
  for (const p of problems) console.error(`  not as the README says: ${p}`);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
