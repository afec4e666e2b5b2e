// Vite plugin: bundles one module (with what it imports, e.g. the domain rules it shares with the app)
// into a single minified classic script and puts it inline in index.html in place of a marker comment, so
// it runs while the page is parsed, before any module arrives. The server allows exactly that script by
// its SHA-256 (server/http/inline-scripts.ts); nothing else inline is allowed.
import { build, type Plugin, type Rolldown } from 'vite';

export interface InlineScriptOptions {
  /** The comment index.html holds where the script goes, e.g. `<!--static-login-script-->`. */
  readonly marker: string;
  /** The module to bundle (absolute path). */
  readonly entry: string;
  /** Compile-time constants of the script (Vite `define`). */
  readonly define: Readonly<Record<string, string>>;
}

export function inlineScript(opts: InlineScriptOptions): Plugin {
  let code: Promise<string> | null = null;
  return {
    name: 'eduplanner-inline-script',
    async transformIndexHtml(html) {
      if (!html.includes(opts.marker)) throw new Error(`index.html has no ${opts.marker} for the inline script ${opts.entry}`);
      code ??= bundle(opts);
      return html.replace(opts.marker, `<script>${await code}</script>`);
    },
  };
}

async function bundle(opts: InlineScriptOptions): Promise<string> {
  const result = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    define: { ...opts.define },
    build: { write: false, minify: true, target: 'es2022', sourcemap: false, lib: { entry: opts.entry, formats: ['iife'], name: 'inlineScript' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`inline script ${opts.entry}: expected one chunk, got ${chunks.length}`);
  const code = chunks[0]!.code.trim();
  // The HTML parser would end the script early; the minifier never writes this, but a string could.
  if (/<\/script|<!--/i.test(code)) throw new Error(`inline script ${opts.entry} contains "</script" or "<!--"`);
  return code;
}
