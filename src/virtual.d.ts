// Modules generated at build time by tools/bundle/schemasPlugin.ts.
declare module 'virtual:api-check/*' {
  import type { ValidateFunction } from 'ajv';
  export const validate: ValidateFunction;
  export const shape: import('./platform/responseShape').Shape;
}
declare module 'virtual:api-checks' {
  export const checks: Record<string, () => Promise<import('./platform/responseShape').ApiCheck>>;
}
declare module 'virtual:form-validator/*' {
  const fns: Record<string, (data: unknown) => boolean>;
  export = fns;
}
declare module 'virtual:content/*' {
  const html: string;
  export default html;
}
declare module 'virtual:screen-meta/*' {
  export const title: string | undefined;
  export const texts: Record<string, string> | undefined;
  export const messages: Record<string, string> | undefined;
  export const open: import('./runtime/opening/openScreen').OpenDeclaration | undefined;
  export const opens: Record<string, import('./runtime/opening/openScreen').OpenDeclaration> | undefined;
}

/** Generated from the route table by tools/bundle/routesPlugin.ts: each screen module's code. */
type ScreenLoader = () => Promise<{ default: import('react').ComponentType }>;
declare module 'virtual:routes/site' {
  export const screens: Record<import('./app/routeTable').SiteScreen, ScreenLoader>;
}
declare module 'virtual:routes/promo' {
  export const screens: Record<import('./app/routeTable').PromoScreen, ScreenLoader>;
}
declare module 'virtual:routes/in-app' {
  export const screens: Record<import('./app/routeTable').InAppScreen, ScreenLoader>;
  /** By screenMetaKey: what a page's skeleton and opening read of its screen file. */
  export const metas: Record<
    string,
    {
      title: string | undefined;
      texts?: Record<string, string>;
      messages?: Record<string, string>;
      open?: import('./runtime/opening/openScreen').OpenDeclaration;
    }
  >;
}

/**
 * The opening request a prerendered in-app page's boot script starts before the app arrives
 * (src/app/boot.ts), for src/platform/http.ts to take over: undefined until boot starts one, null once
 * the app has looked (so a boot script that runs late starts nothing).
 */
interface EarlyOpening {
  /** Method, address and body, as src/platform/http.ts would send them. */
  key: string;
  response: Promise<Response>;
}
interface Window {
  lenderOpening?: EarlyOpening | null;
  /** Called by the native app on its iOS back action (CONTRACT.md section 5): true when handled. */
  onNativeBack?: () => boolean;
}
