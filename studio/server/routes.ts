// What each route of /studio/api/ does (studio/shared/protocol.ts names them and their shapes): one
// handler per route, and the compiler holds the table to every route of the protocol and to its answer.
import { readFileSync, writeFileSync } from 'node:fs';
import { checkSchemas, mistakes } from '../../tools/check/checkSchemas.ts';
import type { AnswerOf, Route } from '../shared/protocol.ts';
import { catalogue, pages, statesOf } from './catalogue.ts';
import { changedFiles } from './changes.ts';
import { contractOf } from './contract.ts';
import { ruleLists } from './decisions.ts';
import { handover, handoverAvailable } from './handover.ts';
import { HttpError, textField } from './http.ts';
import { staffPath } from './paths.ts';
import { showRow } from './showRow.ts';
import type { Studio } from './studio.ts';

/** A request as a handler reads it: its query, and its JSON body, read when asked for. */
export interface Asked {
  query: URLSearchParams;
  body: () => Promise<unknown>;
}

type Handler<R extends Route> = (studio: Studio, asked: Asked) => Promise<AnswerOf<R>> | AnswerOf<R>;

export const routes: { [R in Route]: Handler<R> } = {
  'GET catalogue': async (studio) => catalogue(studio.root, await studio.previewOrigin(), studio.textOf),

  'GET file': (studio, { query }) => {
    const { abs, file } = staffPath(studio.root, query.get('path'));
    const savedText = readFileSync(abs, 'utf8');
    const problems = studio.drafts.problems();
    return {
      path: file.file,
      text: studio.drafts.draftOf(file.file) ?? savedText,
      savedText,
      ...(file.contract ? { contract: contractOf(studio.root, file.contract) } : {}),
      states: statesOf(studio.root, file.file, studio.previewCopy),
      problems,
    };
  },

  'POST draft': async (studio, { body }) => {
    const sent = await body();
    const { file } = staffPath(studio.root, textField(sent, 'path'));
    const { problems, previewUpdated } = await studio.drafts.submit(file.file, textField(sent, 'text'));
    return { problems, previewUpdated };
  },

  'POST save': async (studio, { body }) => {
    const sent = await body();
    const { abs, file } = staffPath(studio.root, (sent as { path?: unknown } | null)?.path);
    const text = textField(sent, 'text');
    const { problems, blocked } = await studio.drafts.submit(file.file, text, { always: true });
    if (blocked) throw new HttpError(400, { problems });
    writeFileSync(abs, text);
    studio.drafts.saved(file.file, text);
    return { saved: true };
  },

  'GET changes': (studio) => ({
    files: changedFiles(
      studio.root,
      (f) => studio.drafts.draftOf(f),
      (f) =>
        pages(studio.root)
          .filter((p) => p.files.includes(f))
          .map((p) => p.path),
    ),
  }),

  'GET handover': (studio) => ({ available: handoverAvailable(studio.root) }),

  'POST handover': async (studio, { body }) => {
    const sent = (await body()) as { branch?: unknown };
    const problems = mistakes(checkSchemas({ root: studio.root }));
    if (problems.length)
      throw new HttpError(400, { problems: problems.map(({ col, ...p }) => ({ ...p, column: col })) });
    const branch = typeof sent.branch === 'string' ? sent.branch : undefined;
    const { branch: made, commit } = handover(studio.root, textField(sent, 'message'), branch);
    return { branch: made, commit };
  },

  'GET rules': (studio, { query }) => {
    const { file } = staffPath(studio.root, query.get('path'));
    return ruleLists(studio.root, file.file, studio.textOf(file.file) ?? '');
  },

  'POST show': async (studio, { body }) => {
    const sent = (await body()) as { pointer?: unknown; row?: unknown };
    const { file } = staffPath(studio.root, textField(sent, 'path'));
    if (typeof sent.row !== 'number') throw new HttpError(400, { error: '"row" must be a number.' });
    const text = studio.textOf(file.file) ?? '';
    // The state starts from the preview sandbox's usual answer for the page.
    return showRow(
      studio.previewCopy,
      file.file,
      text,
      textField(sent, 'pointer'),
      sent.row,
      await studio.previewOrigin(),
    );
  },
};

export const isRoute = (key: string): key is Route => Object.hasOwn(routes, key);
