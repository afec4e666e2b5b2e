// `npm run diagrams`: writes docs/statecharts/<machine>.md for every machine and an index page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectedDiagramFiles } from './diagram-files';

const dir = join(process.cwd(), 'docs', 'statecharts');
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(expectedDiagramFiles())) writeFileSync(join(dir, name), text);
console.log(`wrote ${Object.keys(expectedDiagramFiles()).length} files to docs/statecharts/`);
