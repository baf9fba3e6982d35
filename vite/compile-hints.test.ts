import { describe, expect, it } from "vitest";
import { compileHint, compileHints } from "./compile-hints";

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

describe("compileHints", () => {
  const plugin = compileHints();
  const hook = plugin.generateBundle as { order: string; handler: Handler };

  it("puts V8's compile hint first in every chunk of the bundle, after every other plugin", () => {
    const bundle = {
      "assets/shell-A.js": { type: "chunk", name: "shell", code: 'const __vite__mapDeps=(i)=>i;import"x";' },
      "assets/home-B.js": { type: "chunk", name: "home", code: "export default 1;" },
      "assets/logo-C.svg": { type: "asset", name: "logo.svg", source: "<svg/>" },
    };
    hook.handler({}, bundle);
    expect(hook.order).toBe("post");
    expect(bundle["assets/shell-A.js"].code).toBe(`${compileHint}const __vite__mapDeps=(i)=>i;import"x";`);
    expect(bundle["assets/home-B.js"].code.startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
    expect(bundle["assets/logo-C.svg"]).toEqual({ type: "asset", name: "logo.svg", source: "<svg/>" });
  });

  it("changes the browser's build only: the server's is not parsed by a browser", () => {
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "ssr" })).toBe(false);
  });
});
