// A meta-schema's complaint (an Ajv error) in words a member of the product staff understands.
import type { ErrorObject } from 'ajv';
import { escapeSegment } from '../staff/json.ts';
import { didYouMean, list } from './common.ts';

const typeWords: Record<string, string> = {
  string: 'a text in quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a group of named values in { }',
  array: 'a list in [ ]',
  null: 'null',
};

export function plain(e: ErrorObject, actionKinds: string[] = []): { pointer: string; reason: string } {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'discriminator': {
      // The meta-schema tells an action's kind by its "type" (schemas/meta/screen.schema.json).
      const kind = p.tagValue;
      return typeof kind === 'string'
        ? {
            pointer: `${e.instancePath}/type`,
            reason: `"${kind}" is not a kind of action the app runs; use one of ${list(actionKinds)}.${didYouMean(kind, actionKinds)}`,
          }
        : { pointer: e.instancePath, reason: `This action needs a "type": one of ${list(actionKinds)}.` };
    }
    case 'type': {
      const types = String(p.type).split(',');
      return {
        pointer: e.instancePath,
        reason: `This value must be ${types.map((t) => typeWords[t] ?? t).join(' or ')}.`,
      };
    }
    case 'required':
      return {
        pointer: e.instancePath,
        reason: `"${String(p.missingProperty)}" is missing here, and it is required.`,
      };
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      return {
        pointer: `${e.instancePath}/${escapeSegment(name)}`,
        reason: `"${name}" is not a name this file knows here.${didYouMean(name, known)}`,
      };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const value = String(e.data);
      return {
        pointer: e.instancePath,
        reason: `"${value}" is not allowed here; use one of ${list(allowed)}.${didYouMean(value, allowed)}`,
      };
    }
    case 'minLength':
      return { pointer: e.instancePath, reason: 'This text must not be empty.' };
    case 'pattern': {
      // A meta-schema may say its pattern in words (x-form): staff do not read regular expressions.
      const words = (e.parentSchema as { 'x-form'?: unknown } | undefined)?.['x-form'];
      return {
        pointer: e.instancePath,
        reason:
          typeof words === 'string'
            ? `"${String(e.data)}" is not ${words}.`
            : `"${String(e.data)}" does not have the expected form (${String(p.pattern)}).`,
      };
    }
    case 'minimum':
    case 'maximum':
      return {
        pointer: e.instancePath,
        reason: `This number must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}.`,
      };
    default:
      return { pointer: e.instancePath, reason: `${e.message ?? e.keyword}.` };
  }
}
