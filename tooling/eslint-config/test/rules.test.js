// Proves the dependency-direction rules of docs/architecture.md fire (and stay quiet where allowed).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { react } from '../react.js';
import { node } from '../node.js';

async function lint(name, code, filePath = 'src/example.ts') {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: name === 'platform-server' ? node({ name }) : react({ name }), cwd: import.meta.dirname });
  const [result] = await eslint.lintText(code, { filePath: `${import.meta.dirname}/${filePath}` });
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

  it('refuses shell importing a feature package', async () => {
    const messages = await lint('shell', "import { x } from '@gamehall/lobby';\nexport const y = x;\n");
    expect(messages.join('\n')).toMatch(/cannot import them/);
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
