// Modules generated at build time by tools/vite-plugin-schemas.ts.
declare module 'virtual:api-validators' {
  import type { ValidateFunction } from 'ajv';
  const validators: Record<string, ValidateFunction>;
  export = validators;
}
declare module 'virtual:api-shapes' {
  const shapes: Record<string, import('./platform/responseShape').Shape>;
  export default shapes;
}
declare module 'virtual:form-validator/*' {
  const fns: Record<string, (data: unknown) => boolean>;
  export = fns;
}
declare module 'virtual:content/*' {
  const html: string;
  export default html;
}
