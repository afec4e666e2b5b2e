// What each route's lazy chunk adds to the entry, from the build's manifest (`vite build --manifest`): for every
// route of src/app/<area>/views.ts that loads on demand, its chunk's JS and CSS and everything they import
// statically that is not in the entry (shared chunks count in full for every route that needs them), gzip as
// served (the .gz copy, else the file). Routes drawing the same module share one row.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fileSizes, gzipWire } from './bundle-files';

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export interface ChunkCost {
  /** The module the route loads (src/app/<area>/<x>-route.tsx), or the lazy module's source. */
  readonly module: string;
  /** Route names that load this module; empty for a lazy module that is no route (the chrome, popups…). */
  readonly routes: readonly string[];
  /** Build files (/assets/…) beyond the entry: the chunk, its CSS, its static imports. */
  readonly files: readonly string[];
  readonly jsGzip: number;
  readonly cssGzip: number;
  readonly gzip: number;
}

export interface RouteChunkReport {
  /** The entry's own files (what /login loads from index.html). */
  readonly entryFiles: readonly string[];
  readonly routes: readonly ChunkCost[];
  /** Lazy modules that are not a route's view (chrome, popup overlay, outbox…), for the listing. */
  readonly otherLazy: readonly ChunkCost[];
}

const APP_DIR = 'src/app';
const IMPORT_SPEC = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/;

/** Route name → module (manifest key) of every on-demand view in src/app/<area>/views.ts. */
async function lazyRouteModules(): Promise<Map<string, string>> {
  const byRoute = new Map<string, string>();
  for (const area of readdirSync(APP_DIR, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const file = join(APP_DIR, area.name, 'views.ts');
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    // Areas whose views are in the main bundle ({ view }) import screens (and their CSS): nothing lazy to read.
    if (!source.includes('load:')) continue;
    const { views } = (await import(pathToFileURL(join(process.cwd(), file)).href)) as { views: Record<string, { load?: () => unknown }> };
    for (const [name, entry] of Object.entries(views)) {
      if (!entry.load) continue;
      const spec = IMPORT_SPEC.exec(String(entry.load))?.[1];
      if (!spec) throw new Error(`${file}: cannot read the module route "${name}" loads`);
      byRoute.set(name, posix.join(APP_DIR, area.name, spec));
    }
  }
  return byRoute;
}

export async function routeChunks(buildDir: string): Promise<RouteChunkReport> {
  const manifest = JSON.parse(readFileSync(join(buildDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, skip: ReadonlySet<string>, into = new Set<string>()): Set<string> => {
    if (into.has(key) || skip.has(key)) return into;
    into.add(key);
    for (const k of manifest[key]?.imports ?? []) closure(k, skip, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error(`${buildDir}: no entry in the manifest`);
  const entryKeys = closure(entryKey, new Set());
  const filesOf = (keys: Iterable<string>) => [...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]).map((f) => `/${f}`);
  const entryFiles = [...new Set(filesOf(entryKeys))];
  const entrySet = new Set(entryFiles);

  const cost = (key: string, routes: readonly string[]): ChunkCost => {
    const files = [...new Set(filesOf(closure(key, entryKeys)))].filter((f) => !entrySet.has(f)).sort();
    const sizes = files.map((f) => ({ f, gz: gzipWire(fileSizes(buildDir, f)) }));
    const jsGzip = sizes.filter((x) => x.f.endsWith('.js')).reduce((n, x) => n + x.gz, 0);
    const cssGzip = sizes.filter((x) => x.f.endsWith('.css')).reduce((n, x) => n + x.gz, 0);
    return { module: key, routes, files, jsGzip, cssGzip, gzip: jsGzip + cssGzip };
  };

  const moduleKey = (path: string) => {
    const key = ['', '.tsx', '.ts'].map((ext) => path + ext).find((k) => manifest[k]);
    if (!key) throw new Error(`no chunk for ${path} in the manifest: is it still loaded on demand?`);
    return key;
  };
  const routesByModule = new Map<string, string[]>();
  for (const [name, path] of await lazyRouteModules()) {
    const key = moduleKey(path);
    routesByModule.set(key, [...(routesByModule.get(key) ?? []), name]);
  }
  const routes = [...routesByModule].map(([key, names]) => cost(key, names)).sort((a, b) => b.gzip - a.gzip);
  const otherLazy = Object.keys(manifest)
    .filter((k) => manifest[k]!.isDynamicEntry && !routesByModule.has(k))
    .map((k) => cost(k, []))
    .sort((a, b) => b.gzip - a.gzip);
  return { entryFiles, routes, otherLazy };
}
