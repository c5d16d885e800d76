// The studio's HTTP API (/studio/api/…) over one project: its copies, its drafts and the routes.
// The Vite plugin (plugin.ts) hands it the requests; the tests call it on a copy of the project.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSchemas, mistakes } from '../../check-schemas.ts';
import { catalogue, pages, statesOf } from './catalogue.ts';
import { changedFiles } from './changes.ts';
import { contractOf } from './contract.ts';
import { makeCheckCopy, makePreviewCopy, startPreviewServer, workDir, type PreviewServer } from './copies.ts';
import { Drafts, type Problem } from './drafts.ts';
import { handover, handoverAvailable } from './handover.ts';
import { HttpError, readJson, sendJson, textField } from './http.ts';
import { staffPath } from './paths.ts';
import { ruleLists } from './decisions.ts';
import { showRow } from './showRow.ts';

export interface StudioOptions {
  /** The project root. */
  root: string;
  /** Where the copies go; a folder of the system's temporary one by default (copies.ts says why). */
  work?: string;
  /** Whether the preview dev server starts when first asked for (the API tests do without). */
  preview?: boolean;
}

export class Studio {
  readonly root: string;
  readonly checkCopy: string;
  readonly previewCopy: string;
  readonly drafts: Drafts;
  private readonly work: string;
  private previewServer: Promise<PreviewServer> | undefined;
  private closed = false;

  constructor(private readonly options: StudioOptions) {
    this.root = options.root;
    this.work = options.work ?? workDir(options.root);
    this.checkCopy = join(this.work, 'check');
    this.previewCopy = join(this.work, 'preview');
    makeCheckCopy(this.root, this.checkCopy);
    makePreviewCopy(this.root, this.previewCopy);
    this.drafts = new Drafts({
      checkCopy: this.checkCopy,
      previewCopy: () => this.previewCopy,
      previewWritten: (file) =>
        void this.previewServer?.then(
          (server) => server.changed(file),
          () => undefined,
        ),
    });
  }

  /** The preview server's origin, started on first call (once); '' when this studio has none. */
  async previewOrigin(): Promise<string> {
    if (this.options.preview === false || this.closed) return '';
    if (!this.previewServer) {
      const starting = startPreviewServer(this.previewCopy, join(this.previewCopy, '.vite-cache'));
      this.previewServer = starting;
      // A start that failed is tried again on the next question.
      starting.catch(() => {
        if (this.previewServer === starting) this.previewServer = undefined;
      });
    }
    return (await this.previewServer).origin;
  }

  async close(): Promise<void> {
    this.closed = true;
    const server = this.previewServer;
    this.previewServer = undefined;
    if (server) await (await server.catch(() => undefined))?.close();
    // A folder of its own (the default) goes with it; one a caller gave is the caller's.
    if (!this.options.work) rmSync(this.work, { recursive: true, force: true });
  }

  /** A file's current text: its draft, else the file on disk. */
  textOf = (file: string): string | undefined => {
    const draft = this.drafts.draftOf(file);
    if (draft !== undefined) return draft;
    const path = join(this.root, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };

  /** Answers a request under /studio/api/ (`route` is the rest of its path). */
  async handle(req: IncomingMessage, res: ServerResponse, route: string): Promise<void> {
    try {
      const url = new URL(req.url ?? '', 'http://studio.invalid');
      const body = await this.route(req.method ?? 'GET', route, url.searchParams, req);
      sendJson(res, 200, body);
    } catch (err) {
      if (err instanceof HttpError) sendJson(res, err.status, err.body);
      else sendJson(res, 500, { error: err instanceof Error ? err.message : String(err) });
    }
  }

  private async route(
    method: string,
    route: string,
    query: URLSearchParams,
    req: IncomingMessage,
  ): Promise<unknown> {
    const key = `${method} ${route}`;
    switch (key) {
      case 'GET catalogue':
        return catalogue(this.root, await this.previewOrigin(), this.textOf);
      case 'GET file':
        return this.file(query.get('path'));
      case 'POST draft': {
        const body = await readJson(req);
        const { file } = staffPath(this.root, textField(body, 'path'));
        const { problems, previewUpdated } = await this.drafts.submit(file.file, textField(body, 'text'));
        return { problems, previewUpdated };
      }
      case 'POST save':
        return this.save(await readJson(req));
      case 'GET changes':
        return {
          files: changedFiles(
            this.root,
            (f) => this.drafts.draftOf(f),
            (f) =>
              pages(this.root)
                .filter((p) => p.files.includes(f))
                .map((p) => p.path),
          ),
        };
      case 'GET handover':
        return { available: handoverAvailable(this.root) };
      case 'POST handover': {
        const body = (await readJson(req)) as { branch?: unknown };
        const problems = mistakes(checkSchemas({ root: this.root }));
        if (problems.length)
          throw new HttpError(400, { problems: problems.map(({ col, ...p }) => ({ ...p, column: col })) });
        const branch = typeof body.branch === 'string' ? body.branch : undefined;
        const { branch: made, commit } = handover(this.root, textField(body, 'message'), branch);
        return { branch: made, commit };
      }
      case 'GET rules': {
        const { file } = staffPath(this.root, query.get('path'));
        return ruleLists(this.root, file.file, this.textOf(file.file) ?? '');
      }
      case 'POST show': {
        const body = (await readJson(req)) as { pointer?: unknown; row?: unknown };
        const { file } = staffPath(this.root, textField(body, 'path'));
        if (typeof body.row !== 'number') throw new HttpError(400, { error: '"row" must be a number.' });
        const text = this.textOf(file.file) ?? '';
        // The state starts from the preview sandbox's usual answer for the page.
        return showRow(
          this.previewCopy,
          file.file,
          text,
          textField(body, 'pointer'),
          body.row,
          await this.previewOrigin(),
        );
      }
      default:
        throw new HttpError(404, { error: `The studio has no ${key}.` });
    }
  }

  private file(path: string | null) {
    const { abs, file } = staffPath(this.root, path);
    const savedText = readFileSync(abs, 'utf8');
    const problems: Problem[] = this.drafts.problems();
    return {
      path: file.file,
      text: this.drafts.draftOf(file.file) ?? savedText,
      savedText,
      ...(file.contract ? { contract: contractOf(this.root, file.contract) } : {}),
      states: statesOf(this.root, file.file, this.previewCopy),
      problems,
    };
  }

  private async save(body: unknown) {
    const { abs, file } = staffPath(this.root, (body as { path?: unknown } | null)?.path);
    const text = textField(body, 'text');
    const { problems, blocked } = await this.drafts.submit(file.file, text, { always: true });
    if (blocked) throw new HttpError(400, { problems });
    writeFileSync(abs, text);
    this.drafts.saved(file.file, text);
    return { saved: true };
  }
}
