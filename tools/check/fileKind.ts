// What a handler of one kind of staff file (app.json, a screen, the shared messages, …) is given, and
// what it does: the check runner looks a file's handler up by its meta-schema.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { DataFile } from '../staff/schemaFiles.ts';
import type { Report, SourceFile } from './common.ts';

/** A staff file that is valid JSON, with its data. */
export interface StaffFile {
  file: DataFile;
  source: SourceFile;
  data: unknown;
}

/** What the checks of one file may know about the rest of the project. */
export interface Project {
  /** The project root whose schemas/, content/ and public/ are checked. */
  base: string;
  /** Where the screens' code lives. */
  srcDir: string;
  /** app.json's data. */
  app: unknown;
  /** app.json's values, by the name a {placeholder} gives them. */
  config: Record<string, string>;
  publicDir: string;
  imageExists: (path: string) => boolean;
  contractValidator: (schema: object) => ValidateFunction;
}

export interface FileKind {
  /** Said with the file alone, right after its meta-schema. */
  alone?: (data: unknown, report: (pointer: string, reason: string) => void) => void;
  /** A meta-schema error this kind of file says in its own words, or undefined for the plain words. */
  say?: (e: ErrorObject) => string | undefined;
  /** Said once every file is read: the file against the rest of the project. */
  withProject: (staff: StaffFile, project: Project, report: Report) => void;
}
