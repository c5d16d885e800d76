/** The oldest engines the build is for (vite.config.ts); tools/bundle/prerender.ts builds the boot script for them too. */
export const BUILD_TARGET = 'es2020';
