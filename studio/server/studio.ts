// One studio over one project: its two copies, its drafts and its preview server, made when the
// studio is first asked for and removed when it closes. The API (api.ts) answers each request
// through one of these; the tests make one on a copy of the project.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { makeCheckCopy, makePreviewCopy, startPreviewServer, workDir, type PreviewServer } from './copies.ts';
import { Drafts } from './drafts.ts';

export interface StudioOptions {
  /** The project root. */
  root: string;
  /** Where the copies go; a folder of the system's temporary one by default (copies.ts says why). */
  work?: string;
  /** Whether the preview dev server starts when first asked for (the API tests do without). */
  preview?: boolean;
  /** Starts the preview server on the preview copy: Vite's dev server (copies.ts) unless a test counts. */
  startPreview?: (copy: string, cacheDir: string) => Promise<PreviewServer>;
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
      const start = this.options.startPreview ?? startPreviewServer;
      const starting = start(this.previewCopy, join(this.previewCopy, '.vite-cache'));
      this.previewServer = starting;
      // A start that failed is tried again on the next question.
      starting.catch(() => {
        if (this.previewServer === starting) this.previewServer = undefined;
      });
    }
    return (await this.previewServer).origin;
  }

  /** Stops the preview server, if one runs; the next `previewOrigin()` starts it again. */
  async stopPreview(): Promise<void> {
    const server = this.previewServer;
    this.previewServer = undefined;
    if (server) await (await server.catch(() => undefined))?.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.stopPreview();
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
}
