// Rules of the repository that no package's own tests can see (docs/contributing.md): run by
// `npm test` (scripts/check.mjs, stage "repository rules") and alone with
// `node scripts/repo-rules.mjs`. Each rule answers { name, ok, problems }.
//
// 1. Nothing refers outside the repository: no `../shared`, no product-spec, no
//    ARCHITECTURE/STYLE/DESIGN/STACK.md of the old shared folder.
// 2. Every citation of a docs section (`docs/architecture.md "Heading"`) names a heading that
//    exists in that file.
// 3. Every app and package whose shipped files changed since the last release
//    (`changeset version`) is named by a pending changeset, so release managers see every change.
//    The tooling configs (tooling/*) are left out: they ship nothing; what they change shows in
//    the packages they check.
// 4. turbo re-runs a package's test, lint and typecheck when a workspace package it depends on
//    changes (the dependency-only `transit` task).
// 5. Each package's committed API report (`packages/*/api-report.md`, scripts/api-report.mjs)
//    matches its public API, so a change of public surface shows in review.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiReportsCurrent } from './api-report.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.turbo', 'storybook-static', 'reports', 'test-results', 'coverage', '.data']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|css|html|ya?ml)$/;

/** Every text file of the repository (relative paths, `/` separated). */
function textFiles(dir = root) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...textFiles(join(dir, entry.name)));
    } else if (TEXT.test(entry.name)) {
      out.push(relative(root, join(dir, entry.name)).split(sep).join('/'));
    }
  }
  return out;
}

const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** Rule 1: no reference to documents outside the repository. */
export function noOutsideReferences(files = textFiles()) {
  const outside = /(\.\.\/)+shared\b|product-spec\.md|(?<![\w/])(ARCHITECTURE|STYLE|DESIGN|STACK)\.md/;
  const problems = [];
  for (const file of files) {
    if (file === 'scripts/repo-rules.mjs') continue; // names the patterns it looks for
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (outside.test(line)) problems.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
  }
  return { name: 'docs: nothing refers outside the repository', ok: problems.length === 0, problems };
}

/** Rule 2: every `docs/<file>.md "Heading"` citation names an existing heading. */
export function docCitationsResolve(files = textFiles()) {
  const headings = new Map();
  const headingsOf = (doc) => {
    if (!headings.has(doc)) {
      const path = join(root, 'docs', `${doc}.md`);
      const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
      headings.set(doc, new Set(text.split('\n').filter((l) => l.startsWith('#')).map((l) => l.replace(/^#+\s*/, '').trim())));
    }
    return headings.get(doc);
  };
  const problems = [];
  const citation = /docs\/(\w+)\.md "([^"]+)"/g;
  for (const file of files) {
    if (file === 'scripts/repo-rules.mjs') continue; // shows the citation form
    // A citation may wrap onto the next comment line: join lines, drop comment leaders.
    const text = readFileSync(join(root, file), 'utf8').replace(/\n\s*(\*|\/\/|#)?\s*/g, ' ');
    for (const match of text.matchAll(citation)) {
      const [, doc, heading] = match;
      if (!existsSync(join(root, 'docs', `${doc}.md`))) problems.push(`${file}: docs/${doc}.md does not exist`);
      else if (!headingsOf(doc).has(heading)) problems.push(`${file}: docs/${doc}.md has no heading "${heading}"`);
    }
  }
  return { name: 'docs: every cited section exists', ok: problems.length === 0, problems };
}

/** The released workspaces (apps and packages): directory and name. */
function workspacePackages() {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group))
      .filter((d) => existsSync(join(root, group, d, 'package.json')))
      .map((d) => ({ dir: `${group}/${d}`, name: JSON.parse(readFileSync(join(root, group, d, 'package.json'), 'utf8')).name })),
  );
}

/** Files that change what a package does (not its tests, stories, e2e, benchmarks or docs). */
const SHIPPED = (path) =>
  !/(^|\/)(e2e|bench|test|reports|\.storybook)\//.test(path) && !/\.(test|stories|spec)\.[cm]?[jt]sx?$/.test(path) && !/(README|CHANGELOG)\.md$/.test(path);

/** Rule 3: a package changed since the last release is named by a pending changeset. */
export function changesetsCoverChanges() {
  // The last release consumed the pending changesets and wrote CHANGELOGs; before any release,
  // every commit counts.
  const lastRelease = git(['log', '-1', '--format=%H', '--', '*CHANGELOG.md']);
  const range = lastRelease ? [`${lastRelease}..HEAD`] : ['HEAD'];
  const changed = git(['log', '--format=', '--name-only', ...range]).split('\n').filter(Boolean);
  const pending = readdirSync(join(root, '.changeset'))
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((f) => readFileSync(join(root, '.changeset', f), 'utf8'));
  const named = new Set(pending.flatMap((text) => [...(text.split('---')[1] ?? '').matchAll(/"([^"]+)"\s*:/g)].map((m) => m[1])));
  const problems = [];
  for (const pkg of workspacePackages()) {
    const touched = changed.filter((path) => path.startsWith(`${pkg.dir}/`) && SHIPPED(path.slice(pkg.dir.length + 1)));
    if (touched.length > 0 && !named.has(pkg.name)) problems.push(`${pkg.name}: ${touched.length} changed file(s) (e.g. ${touched[0]}) and no pending changeset names it (pnpm changeset)`);
  }
  return { name: 'changesets: every changed package has one', ok: problems.length === 0, problems };
}

/** Rule 4: test, lint and typecheck depend on the dependency-only transit task. */
export function turboReRunsDependents() {
  const turbo = JSON.parse(readFileSync(join(root, 'turbo.json'), 'utf8'));
  const problems = [];
  if (JSON.stringify(turbo.tasks.transit?.dependsOn) !== JSON.stringify(['^transit'])) problems.push('turbo.json: "transit" must depend on "^transit"');
  for (const task of ['test', 'lint', 'typecheck']) {
    if (!turbo.tasks[task]?.dependsOn?.includes('transit')) problems.push(`turbo.json: "${task}" must depend on "transit" (a dependency's edit must re-run it)`);
  }
  return { name: "turbo: a dependency's edit re-runs test, lint and typecheck", ok: problems.length === 0, problems };
}

/** Every rule, in order. */
export function repoRules() {
  const files = textFiles();
  return [noOutsideReferences(files), docCitationsResolve(files), changesetsCoverChanges(), turboReRunsDependents(), apiReportsCurrent()];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let failed = 0;
  for (const rule of repoRules()) {
    console.log(`${rule.ok ? '✔' : '✘'} ${rule.name}`);
    for (const problem of rule.problems) console.log(`    ${problem}`);
    if (!rule.ok) failed += 1;
  }
  process.exit(failed > 0 ? 1 : 0);
}
