// The content docs/statecharts/ must have, computed from the machines (shared by the generator and
// the staleness test).
import { MACHINES } from './machines';
import { countOf, indexMarkdown, statechartMarkdown } from './statechart-doc';

export function expectedDiagramFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const m of MACHINES) files[`${m.machine.id}.md`] = statechartMarkdown(m.machine, m.file, m.selectors, m.summary);
  files['index.md'] = indexMarkdown(MACHINES.map((m) => ({ id: m.machine.id, summary: m.summary, ...countOf(m.machine) })));
  return files;
}
