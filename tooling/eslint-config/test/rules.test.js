// Proves the dependency-direction rules of docs/architecture.md fire (and stay quiet where allowed).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { react } from '../react.js';
import { node } from '../node.js';

/** The pretend workspace the files are linted in (its package.json is what the dependency rule reads). */
const fixture = `${import.meta.dirname}/../fixture`;

async function lint(name, code, filePath = 'src/example.ts') {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: name === 'platform-server' ? node({ name }) : react({ name }), cwd: fixture });
  const [result] = await eslint.lintText(code, { filePath: `${fixture}/${filePath}` });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('dependency direction', () => {
  it('refuses a feature package importing another feature package', async () => {
    const messages = await lint('lobby', "import { x } from '@gamehall/auth';\nexport const y = x;\n");
    expect(messages.join('\n')).toMatch(/never imports another feature package/);
  });

  it('allows a feature package to import shell, api-client, i18n and ui-kit', async () => {
    const code = [
      "import { a } from '@gamehall/shell';",
      "import { b } from '@gamehall/api-client';",
      "import { c } from '@gamehall/i18n';",
      "import { d } from '@gamehall/ui-kit';",
      'export const all = [a, b, c, d];',
    ].join('\n');
    expect(await lint('lobby', code)).toEqual([]);
  });

  it('refuses deep imports into another package’s src/', async () => {
    const messages = await lint('lobby', "import { x } from '@gamehall/shell/src/store';\nexport const y = x;\n");
    expect(messages.join('\n')).toMatch(/public entry point/);
  });

  it('keeps the member centre a feature package: no other feature, shell allowed', async () => {
    expect((await lint('member-centre', "import { x } from '@gamehall/lobby';\nexport const y = x;\n")).join('\n')).toMatch(/never imports another feature package/);
    expect((await lint('shell', "import { x } from '@gamehall/member-centre';\nexport const y = x;\n")).join('\n')).toMatch(/cannot import them/);
    expect(await lint('member-centre', "import { x } from '@gamehall/shell';\nexport const y = x;\n")).toEqual([]);
  });

  it('refuses shell importing a feature package', async () => {
    const messages = await lint('shell', "import { x } from '@gamehall/lobby';\nexport const y = x;\n");
    expect(messages.join('\n')).toMatch(/cannot import them/);
  });

  it('keeps the play layer between the features and shell', async () => {
    expect((await lint('play', "import { x } from '@gamehall/lobby';\nexport const y = x;\n")).join('\n')).toMatch(/below the feature packages/);
    expect((await lint('shell', "import { x } from '@gamehall/play';\nexport const y = x;\n")).join('\n')).toMatch(/cannot import them/);
    expect((await lint('ui-kit', "import { x } from '@gamehall/play';\nexport const y = x;\n")).join('\n')).toMatch(/cannot import them/);
    expect(await lint('lottery', "import { x } from '@gamehall/play';\nexport const y = x;\n")).toEqual([]);
  });

  it('keeps ui-kit free of Redux, the router and api-client', async () => {
    for (const mod of ['react-redux', '@reduxjs/toolkit', 'react-router', '@gamehall/api-client']) {
      const messages = await lint('ui-kit', `import { x } from '${mod}';\nexport const y = x;\n`);
      expect(messages.join('\n'), mod).toMatch(/presentational|cannot import/);
    }
  });

  it('refuses fetch outside api-client, allows it inside', async () => {
    expect((await lint('lobby', "export const r = fetch('/wps/x');\n")).join('\n')).toMatch(/goes through @gamehall\/api-client/);
    expect((await lint('shell', "export const r = window.fetch('/wps/x');\n")).join('\n')).toMatch(/goes through @gamehall\/api-client/);
    expect(await lint('api-client', "export const r = fetch('/wps/x');\n")).toEqual([]);
  });

  it('bans the raw react-redux hooks outside shell', async () => {
    const messages = await lint('lobby', "import { useSelector } from 'react-redux';\nexport const s = useSelector;\n");
    expect(messages.join('\n')).toMatch(/typed hooks/);
    expect(await lint('shell', "import { useSelector } from 'react-redux';\nexport const s = useSelector;\n")).toEqual([]);
  });

  it('refuses importing an app', async () => {
    const messages = await lint('lobby', "import { x } from '@gamehall/player-web';\nexport const y = x;\n");
    expect(messages.join('\n')).toMatch(/nothing imports an app/);
  });
});

describe('imports a workspace may make', () => {
  it('refuses a package its package.json does not declare', async () => {
    // `globals` is installed (this package uses it) but the fixture workspace does not declare it.
    const messages = await lint('lobby', "import globals from 'globals';\nexport const y = globals;\n");
    expect(messages.join('\n')).toMatch(/import-x\/no-extraneous-dependencies: 'globals' should be listed/);
  });

  it('refuses a devDependency in shipped code, allows it in tests, stories and mocks', async () => {
    const code = "import { expect } from 'vitest';\nexport const e = expect;\n";
    expect((await lint('lobby', code)).join('\n')).toMatch(/'vitest' should be listed in the project's dependencies, not devDependencies/);
    for (const file of ['src/example.test.ts', 'src/Tile.stories.tsx', 'src/mocks/handlers.ts', 'src/test/fixtures.ts']) {
      expect(await lint('lobby', code, file), file).toEqual([]);
    }
  });

  it('reports an import cycle inside a package, resolved the way TypeScript does', async () => {
    const { readFile } = await import('node:fs/promises');
    const code = await readFile(`${fixture}/src/cycleA.ts`, 'utf8');
    expect((await lint('lobby', code, 'src/cycleA.ts')).join('\n')).toMatch(/import-x\/no-cycle: Dependency cycle detected/);
  });
});
