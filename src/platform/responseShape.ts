// Server responses are checked at the edge against schemas/api/*.json (compiled at build time), so
// a component only ever sees data of the shape it was written for.
import * as validators from 'virtual:api-validators';

export function checkShape(schemaId: string, data: unknown): string | undefined {
  const validate = (validators as Record<string, ((d: unknown) => boolean) & { errors?: unknown }>)[
    schemaId.replace(/-/g, '_')
  ];
  if (!validate) return `no response schema named ${schemaId}`;
  if (validate(data)) return undefined;
  const errors = (validate.errors ?? []) as { instancePath?: string; message?: string }[];
  return errors.map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
}
