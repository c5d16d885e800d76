// V8 compiles a function the first time it is called, on the main thread; a script that opens with
// the `allFunctionsCalledOnLoad` hint is compiled whole on the background thread that streams it in,
// while it downloads (https://v8.dev/blog/explicit-compile-hints). An in-app page calls most of what
// its shell's scripts hold (React's render and commit, the router, its screen) in the moment its
// answer comes in, so tools/bundle/prerender.ts opens each of those scripts with the hint. Other engines
// read it as a comment.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts a page's HTML names (its script tags and module preloads), as site paths. */
export const scriptsOf = (html: string): string[] =>
  [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, file]) => file as string);
