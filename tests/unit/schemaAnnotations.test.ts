// The answer checks are compiled from schemas/api/ without the staff's notes
// (tools/gen/schemaAnnotations.ts): they must check exactly what the files say.
import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataFiles, readJson } from '../../tools/staff/schemaFiles';
import { withoutAnnotations } from '../../tools/gen/schemaAnnotations';

const apiSchemas = dataFiles()
  .filter((d) => d.meta === 'api.schema.json')
  .map((d) => readJson(d.path) as { $id: string });

const compile = (schema: object) =>
  new Ajv({ strict: false, allErrors: true }).compile(schema) as ((data: unknown) => boolean) & {
    errors?: unknown;
  };

describe('an answer schema without its annotations', () => {
  it('drops notes wherever a schema stands, and keeps names and data that only look like them', () => {
    const note = { $comment: 'why', description: 'what', title: 'name', examples: [1] };
    const schema = {
      $id: 'x',
      ...note,
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string', ...note },
        kind: { enum: [{ title: 'kept' }], const: { description: 'kept' }, default: { $comment: 'kept' } },
        list: { type: 'array', items: { ...note, type: 'number' } },
      },
      definitions: { money: { ...note, anyOf: [{ ...note, type: 'string' }, { type: 'number' }] } },
      additionalProperties: { ...note, not: { ...note, type: 'null' } },
    };
    expect(withoutAnnotations(schema)).toEqual({
      $id: 'x',
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string' },
        kind: { enum: [{ title: 'kept' }], const: { description: 'kept' }, default: { $comment: 'kept' } },
        list: { type: 'array', items: { type: 'number' } },
      },
      definitions: { money: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
      additionalProperties: { not: { type: 'null' } },
    });
  });

  it.each(apiSchemas.map((s) => [s.$id, s] as const))(
    '%s accepts and refuses what the file does, for the same reasons',
    (_, schema) => {
      const file = compile(schema);
      const compiled = compile(withoutAnnotations(schema) as object);
      fc.assert(
        fc.property(fc.jsonValue({ maxDepth: 4 }), (data) => {
          expect(compiled(data)).toBe(file(data));
          expect(compiled.errors).toEqual(file.errors);
        }),
        { numRuns: 150 },
      );
    },
  );
});
