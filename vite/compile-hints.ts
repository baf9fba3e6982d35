import type { Plugin } from "vite";

/** V8's explicit compile hint: every function of the file is compiled eagerly, off the main thread. */
export const compileHint = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks every chunk of the browser build with V8's compile hint (Chrome 136 and later; other
 * engines read a comment): a chunk is loaded when its code is about to run, while a page
 * hydrates or when a dialog opens. Without it V8 compiles a function on the main thread the first
 * time it is called, and the bundler wraps React's CommonJS modules in functions, so all of
 * React DOM was parsed again in one task when it first ran. With it the whole file is compiled
 * on a background thread while it downloads. See docs/decisions/0014-compile-hints.md.
 *
 * The comment goes in once the bundle is complete: the minifier would strip it earlier, and Vite
 * puts its own preamble at the top of a chunk late. The file names are hashed before that, from
 * the code without the comment, which the comment does not change the meaning of.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk") file.code = compileHint + file.code;
        }
      },
    },
  };
}
