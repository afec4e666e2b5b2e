// Which packages and source folders make up the client's JS: builds once more with source maps (into
// .tmp/bench/dist-map, the measured build stays map-free), maps every minified byte back to its source and
// sums per package/folder. Run: node --import tsx tests/bench/breakdown.ts (not part of `npm run bench`).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kB, table } from './table';

const OUT = '.tmp/bench/dist-map';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source-map segment's fields (VLQ, relative values as stored). */
function decodeSegment(seg: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of seg) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** node_modules/<pkg> or the project folder (two levels under src/) a source belongs to. */
function groupOf(source: string | undefined): string {
  if (source === undefined) return '(no source: glue)';
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const rel = source.replace(/^(\.\.\/)+/, '');
  const parts = rel.split('/');
  return parts[0] === 'src' ? `src/${parts[1]}` : parts.length > 1 ? parts[0]! : rel;
}

function breakdown(code: string, map: { sources: string[]; mappings: string }): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const add = (g: string, text: string) => void (groups.get(g) ?? groups.set(g, []).get(g)!).push(text);
  const lines = code.split('\n');
  let src = 0;
  map.mappings.split(';').forEach((lineMap, i) => {
    const line = lines[i] ?? '';
    let col = 0;
    const segs = lineMap === '' ? [] : lineMap.split(',').map(decodeSegment);
    const starts: { col: number; src: number | undefined }[] = [];
    for (const f of segs) {
      col += f[0]!;
      if (f.length >= 4) src += f[1]!;
      starts.push({ col, src: f.length >= 4 ? src : undefined });
    }
    if (starts.length === 0 || starts[0]!.col > 0) add('(no source: glue)', line.slice(0, starts[0]?.col ?? line.length));
    starts.forEach((s, k) => add(groupOf(s.src === undefined ? undefined : map.sources[s.src]), line.slice(s.col, starts[k + 1]?.col ?? line.length)));
  });
  return groups;
}

const r = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--sourcemap', '--logLevel', 'warn'], { stdio: 'inherit' });
if (r.status !== 0) throw new Error('vite build failed');
const assets = join(OUT, 'assets');
for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
  const code = readFileSync(join(assets, name), 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
  const total = Buffer.byteLength(code);
  if (total < 5000) continue;
  const groups = [...breakdown(code, JSON.parse(readFileSync(join(assets, `${name}.map`), 'utf8'))).entries()]
    .map(([g, parts]) => ({ g, bytes: Buffer.byteLength(parts.join('')), gzip: gzipSync(parts.join(''), { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes);
  console.log(`\n${name}: ${kB(total)} minified, ${kB(gzipSync(code, { level: 9 }).length)} gzip`);
  console.log(
    table(
      ['Package / folder', 'Minified', 'Share', 'gzip alone'],
      groups.filter((x) => x.bytes >= 500).map((x) => [x.g, kB(x.bytes), `${((100 * x.bytes) / total).toFixed(1)} %`, kB(x.gzip)]),
    ),
  );
}
