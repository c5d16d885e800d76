// The wire between the studio's two halves: every route of /studio/api/, what it takes and what it
// answers. The browser side (client/api.ts) and the server side (server/routes.ts) both hold to
// `StudioApi`, so a change of shape on one side is a type error on the other. Types and the API's
// address only: both sides load this module.

/** Where a page is shown: the company site, the promotion funnel or the app. */
export type Area = 'site' | 'promo' | 'in-app';

/** The kinds of staff file the studio edits. */
export type FileKind = 'screen' | 'app' | 'messages' | 'markdown';

/** A file staff edit in the studio. */
export interface EditableFile {
  /** From the project root, with forward slashes: 'schemas/screens/orderDetails.json'. */
  file: string;
  kind: FileKind;
  /** Its contract (meta-schema) from the project root. */
  contract?: string;
}

/** A page of the route table with the staff files it reads. */
export interface Page {
  /** The page's address as the app opens it ('/orderDetails', '/promo/#/register'). */
  path: string;
  area: Area;
  files: string[];
}

/** The kinds of names a picker offers (see `Catalogue.names`). */
export interface Names {
  routes: string[];
  bridgeCalls: string[];
  images: string[];
  /** Screen file → its dialog names. */
  dialogs: Record<string, string[]>;
  /** Screen file → its named actions. */
  actions: Record<string, string[]>;
}

/** What the studio offers: every page, every editable file with the pages it shows on, the names. */
export interface Catalogue {
  /** The origin of the preview dev server the frames open. */
  previewOrigin: string;
  pages: Page[];
  files: (EditableFile & { pages: string[] })[];
  names: Names;
}

/** A mistake or warning of the staff-file check (the check's own, its `col` named `column`). */
export interface Problem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  reason: string;
  severity?: 'warning';
}

/** A frame of a file's preview: a gallery state or a plain page address. */
export interface PreviewState {
  title: string;
  framePath: string;
}

export interface FileData {
  path: string;
  /** The current draft, or the file on disk when there is none. */
  text: string;
  /** The file on disk. */
  savedText: string;
  /** The file's contract, bundled (every $ref local), ready for the form. */
  contract?: Record<string, unknown>;
  states: PreviewState[];
  problems: Problem[];
}

export interface DraftAnswer {
  problems: Problem[];
  /** False when the draft had a mistake (or a newer draft came first): the preview keeps the last good version. */
  previewUpdated: boolean;
}

/** A changed field of a staff file in words. */
export interface Change {
  pointer: string;
  label: string;
  before?: unknown;
  after?: unknown;
}

/** A staff file changed since the last commit, and the frames that show it. */
export interface ChangedFile {
  file: string;
  changes: Change[];
  framePaths: string[];
}

/** A fact a rule list can look at. */
export interface RuleFact {
  name: string;
  /** How rules compare it (tools/staff/ruleFacts.ts FACT_TYPES), or 'any' when nothing says. */
  type: string;
  known: unknown[];
  description?: string;
}

export interface RuleRow {
  index: number;
  /** The 1-based line of the row in the text, as an editor shows it. */
  line: number;
  when: Record<string, unknown>;
  then: unknown;
  comment?: string;
  /** The check's sentence when the row can never win. */
  unreachable?: string;
  /** The rows above that between them take every case this one fits. */
  coveredBy?: number[];
  /**
   * Facts for which this row wins (in a list where every row that holds adds, for which it holds),
   * each a value the fact can take; null for "no value". Absent when the row cannot win.
   */
  example?: Record<string, unknown>;
}

export interface RuleList {
  /** Where the list is, as a JSON pointer with a leading '#': '#/rules/buttons'. */
  pointer: string;
  /** The list's key under `rules`, or the action path of a `choose` ('actions.repay'). */
  name: string;
  /** False for a list where every row that holds adds its outcome (dialogs on load). */
  firstMatch: boolean;
  /** A list of a `choose` action: it is decided when the action runs, over the page's values. */
  choose: boolean;
  facts: RuleFact[];
  rows: RuleRow[];
}

/** What "Show this" gives: the frame's address, or why the row cannot be shown. */
export type Shown =
  | {
      framePath: string;
      /** The scenario file written, relative to the preview root. */
      scenario: string;
      /** The facts as the row's rules will see them. */
      facts: Record<string, unknown>;
      /** Staff-facing: what the borrower must still do in the frame for the row to decide. */
      note?: string;
    }
  | { reason: string };

/** A staff file's text, as a draft or a save sends it. */
export interface FileText {
  path: string;
  text: string;
}

/**
 * Every route of /studio/api/, named `METHOD route`: its request (the query of a GET, the JSON body
 * of a POST) and its answer.
 */
export interface StudioApi {
  'GET catalogue': { request: Record<string, never>; answer: Catalogue };
  'GET file': { request: { path: string }; answer: FileData };
  'POST draft': { request: FileText; answer: DraftAnswer };
  /**
   * `savedText`: the file as the editor opened it; a team studio refuses the save when the file has
   * moved on from it since (another save came first), rather than write over what the editor never saw.
   */
  'POST save': { request: FileText & { savedText?: string }; answer: { saved: true } };
  'GET changes': { request: Record<string, never>; answer: { files: ChangedFile[] } };
  'GET handover': { request: Record<string, never>; answer: { available: boolean } };
  'POST handover': {
    request: { message: string; branch?: string };
    answer: { branch: string; commit: string };
  };
  /** The rule lists of the file's current draft, with each row's reach. */
  'GET rules': { request: { path: string }; answer: { lists: RuleList[] } };
  /** The preview address of the state in which a rule row wins. */
  'POST show': { request: { path: string; pointer: string; row: number }; answer: Shown };
}

export type Route = keyof StudioApi;
export type AnswerOf<R extends Route> = StudioApi[R]['answer'];
export type RequestOf<R extends Route> = StudioApi[R]['request'];

/** A refusal's body: the server's sentence, or the check's problems that stopped a save or a hand-over. */
export interface Refusal {
  error?: string;
  problems?: Problem[];
}

/** Where the routes are served. */
export const API = '/studio/api';
