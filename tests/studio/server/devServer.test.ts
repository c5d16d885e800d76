// @vitest-environment node
// The studio in a real dev server of this project's own configuration: the page, the loopback guard,
// the preview server on the preview copy, and how long a draft takes to reach it (the issue asks
// ≤ 1 s from a keystroke to the frame; the figures are printed). A build never has the plugin. Only
// drafts are sent: nothing here saves, so the project's files stay as they are.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, resolveConfig, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSchemas } from '../../../tools/check/checkSchemas';
import { root } from '../../../tools/staff/schemaFiles';
import { freePort } from '../../../tools/testing/freePort';
import { patchJson } from '../../../studio/shared/jsonPatch';
import { ask } from './ask';

const ORDER = 'schemas/screens/orderDetails.json';
const configFile = join(root, 'vite.config.ts');

let server: ViteDevServer;
let origin = '';
let cacheDir = '';

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'studio-vite-cache-'));
  const port = await freePort();
  server = await createServer({
    configFile,
    root,
    cacheDir,
    logLevel: 'error',
    clearScreen: false,
    server: { host: '127.0.0.1', port, strictPort: true, watch: null },
  });
  await server.listen();
  origin = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('the studio in the dev server', () => {
  it('serves its page, whose module is the browser side', async () => {
    const page = await ask(`${origin}/studio`, 'GET');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script type="module" src="/studio/client/main.tsx"></script>');
    expect(page.text).toContain('id="studio"');
    // The dev server's own preamble, which the app's React modules need.
    expect(page.text).toContain('/@vite/client');
  });

  it('refuses a request for another host name (a page elsewhere reaching this server)', async () => {
    for (const path of ['/studio', '/studio/api/catalogue']) {
      const res = await ask(`${origin}${path}`, 'GET', undefined, { host: 'studio.example.com' });
      expect(res.status, path).toBe(403);
    }
  });

  it('starts the preview server, and a draft reaches it with little more than the check', async () => {
    const cat = await ask(`${origin}/studio/api/catalogue`, 'GET');
    const previewOrigin = String(cat.body.previewOrigin);
    expect(previewOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(previewOrigin).not.toBe(origin);
    expect((await ask(`${previewOrigin}/orderDetails`, 'GET')).status).toBe(200);
    // Opening the file runs the first check, as the studio page does before any keystroke.
    await ask(`${origin}/studio/api/file?path=${encodeURIComponent(ORDER)}`, 'GET');

    const saved = readFileSync(join(root, ORDER), 'utf8');
    const data = JSON.parse(saved) as { texts: Record<string, string> };
    const key = Object.keys(data.texts).find((k) => data.texts[k]!.length > 3)!;
    const written: number[] = [];
    const served: number[] = [];
    const check: number[] = [];
    for (let i = 0; i < 20; i++) {
      const value = `${data.texts[key]!} ${'x'.repeat(i + 1)}`;
      const text = patchJson(saved, { ...data, texts: { ...data.texts, [key]: value } });
      const start = performance.now();
      const res = await ask(`${origin}/studio/api/draft`, 'POST', { path: ORDER, text });
      written.push(performance.now() - start);
      expect(res.body.previewUpdated).toBe(true);
      // The preview server serves the screen file's module with the draft in it.
      for (;;) {
        const module = await ask(`${previewOrigin}/${ORDER}?import&t=${Date.now()}`, 'GET');
        if (module.text.includes(JSON.stringify(value).slice(1, -1))) break;
        expect(performance.now() - start).toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      served.push(performance.now() - start);
      // The preview checks the files again after a change (in its own process); the next draft goes
      // once it has done so, as keystrokes a moment apart would, so each figure is the studio's own.
      await ask(`${previewOrigin}/@vite/client`, 'GET');
      await ask(`${previewOrigin}/@vite/client`, 'GET');
      // The check alone, in the same moment: the pipeline must add little to it.
      const checkStart = performance.now();
      checkSchemas({ root });
      check.push(performance.now() - checkStart);
    }
    const figure = (xs: number[]) =>
      `median ${Math.round(median(xs))} ms, worst ${Math.round(Math.max(...xs))} ms`;
    console.log(`the staff-file check alone: ${figure(check)}`);
    console.log(`POST draft → preview copy written (20 drafts): ${figure(written)}`);
    console.log(`POST draft → preview server serves it (20 drafts): ${figure(served)}`);
    expect(median(written)).toBeLessThan(median(check) + 250);
    // The project's own files were never touched.
    expect(readFileSync(join(root, ORDER), 'utf8')).toBe(saved);
  }, 180_000);

  it('closes the preview server with the dev server', async () => {
    const previewOrigin = String((await ask(`${origin}/studio/api/catalogue`, 'GET')).body.previewOrigin);
    expect((await ask(`${previewOrigin}/orderDetails`, 'GET')).status).toBe(200);
    await server.close();
    const deadline = performance.now() + 10_000;
    let refused = false;
    while (!refused && performance.now() < deadline) {
      refused = await ask(`${previewOrigin}/orderDetails`, 'GET').then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refused).toBe(true);
  }, 30_000);
});

describe('the configuration', () => {
  const plugins = async (command: 'build' | 'serve', preview?: string) => {
    const before = process.env.STUDIO_PREVIEW;
    if (preview) process.env.STUDIO_PREVIEW = preview;
    try {
      const config = await resolveConfig({ configFile, root, logLevel: 'silent' }, command);
      return config.plugins.map((p) => p.name);
    } finally {
      if (before === undefined) delete process.env.STUDIO_PREVIEW;
      else process.env.STUDIO_PREVIEW = before;
    }
  };

  it('has the studio in the dev server only: never in a build, never in the preview server', async () => {
    expect(await plugins('serve')).toContain('lender-studio');
    expect(await plugins('build')).not.toContain('lender-studio');
    expect(await plugins('serve', '1')).not.toContain('lender-studio');
  }, 60_000);
});
