// `npx tsx bench/heap-summary.ts BEFORE.heapsnapshot AFTER.heapsnapshot`: what the heap holds, by
// constructor, and what each of the server's own caches retains, in two snapshots side by side
// (bench/memory-probe.ts with PROBE_SNAPSHOTS=DIR writes them).
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: {
    meta: { node_fields: string[]; edge_fields: string[]; node_types: [string[]]; edge_types: [string[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

interface Graph {
  count: number;
  name: (n: number) => string;
  selfSize: Float64Array;
  retained: Float64Array;
  edgesOf: (n: number) => { type: string; name: string; to: number }[];
}

/** Dominator tree (Cooper, Harvey and Kennedy's iterative algorithm), then retained sizes. */
function analyse(file: string): Graph {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const { node_fields, edge_fields, node_types, edge_types } = data.snapshot.meta;
  const nf = node_fields.length;
  const ef = edge_fields.length;
  const [typeOf, nameOf, sizeOf, edgeCountOf] = ['type', 'name', 'self_size', 'edge_count'].map((f) =>
    node_fields.indexOf(f),
  ) as [number, number, number, number];
  const [edgeTypeOf, edgeNameOf, toOf] = ['type', 'name_or_index', 'to_node'].map((f) =>
    edge_fields.indexOf(f),
  ) as [number, number, number];
  const count = data.nodes.length / nf;
  const firstEdge = new Uint32Array(count + 1);
  for (let n = 0; n < count; n++)
    firstEdge[n + 1] = (firstEdge[n] ?? 0) + (data.nodes[n * nf + edgeCountOf] ?? 0);
  const selfSize = new Float64Array(count);
  for (let n = 0; n < count; n++) selfSize[n] = data.nodes[n * nf + sizeOf] ?? 0;
  const types = node_types[0];
  const eTypes = edge_types[0];
  const name = (n: number) => {
    const type = types[data.nodes[n * nf + typeOf] ?? 0] ?? '?';
    const label = data.strings[data.nodes[n * nf + nameOf] ?? 0] ?? '';
    return type === 'object' || type === 'native'
      ? label
      : `(${type})${type === 'closure' ? ` ${label}` : ''}`;
  };
  const edgesOf = (n: number) => {
    const out = [];
    for (let e = firstEdge[n] ?? 0; e < (firstEdge[n + 1] ?? 0); e++) {
      const type = eTypes[data.edges[e * ef + edgeTypeOf] ?? 0] ?? '?';
      const raw = data.edges[e * ef + edgeNameOf] ?? 0;
      const label = type === 'element' || type === 'hidden' ? String(raw) : (data.strings[raw] ?? '');
      out.push({ type, name: label, to: (data.edges[e * ef + toOf] ?? 0) / nf });
    }
    return out;
  };
  // Weak edges do not retain; the root is node 0.
  const order: number[] = [];
  const post = new Int32Array(count).fill(-1);
  const preds: number[][] = Array.from({ length: count }, () => []);
  const stack: [number, number][] = [[0, firstEdge[0] ?? 0]];
  const seen = new Uint8Array(count);
  seen[0] = 1;
  while (stack.length) {
    const top = stack[stack.length - 1] as [number, number];
    const [n, e] = top;
    if (e < (firstEdge[n + 1] ?? 0)) {
      top[1]++;
      if (eTypes[data.edges[e * ef + edgeTypeOf] ?? 0] === 'weak') continue;
      const to = (data.edges[e * ef + toOf] ?? 0) / nf;
      preds[to]?.push(n);
      if (!seen[to]) {
        seen[to] = 1;
        stack.push([to, firstEdge[to] ?? 0]);
      }
    } else {
      post[n] = order.length;
      order.push(n);
      stack.pop();
    }
  }
  const idom = new Int32Array(count).fill(-1);
  idom[0] = 0;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while ((post[a] ?? 0) < (post[b] ?? 0)) a = idom[a] ?? 0;
      while ((post[b] ?? 0) < (post[a] ?? 0)) b = idom[b] ?? 0;
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = order.length - 2; i >= 0; i--) {
      const n = order[i] ?? 0;
      let dom = -1;
      for (const p of preds[n] ?? []) {
        if ((idom[p] ?? -1) === -1) continue;
        dom = dom === -1 ? p : intersect(p, dom);
      }
      if (dom !== -1 && idom[n] !== dom) {
        idom[n] = dom;
        changed = true;
      }
    }
  }
  const retained = Float64Array.from(selfSize);
  for (const n of order) {
    const dominator = idom[n] ?? -1;
    if (n !== 0 && dominator >= 0) retained[dominator] = (retained[dominator] ?? 0) + (retained[n] ?? 0);
  }
  return { count, name, selfSize, retained, edgesOf };
}

function byConstructor(graph: Graph): Map<string, { count: number; self: number }> {
  const totals = new Map<string, { count: number; self: number }>();
  for (let n = 0; n < graph.count; n++) {
    const key = graph.name(n);
    const entry = totals.get(key) ?? { count: 0, self: 0 };
    entry.count++;
    entry.self += graph.selfSize[n] ?? 0;
    totals.set(key, entry);
  }
  return totals;
}

const OURS = ['PageCache', 'HostCache', 'FailureLimiter', 'Pino', 'Fastify'];

function ours(graph: Graph): Map<string, string> {
  const found = new Map<string, string>();
  for (let n = 0; n < graph.count; n++) {
    const label = graph.name(n);
    if (!OURS.includes(label)) continue;
    const maps = graph
      .edgesOf(n)
      .filter((e) => e.type === 'property' && graph.name(e.to) === 'Map')
      .map((e) => `${e.name}: ${kb(graph.retained[e.to] ?? 0)}`);
    let key = label;
    for (let i = 2; found.has(key); i++) key = `${label} (${i})`;
    found.set(key, `${kb(graph.retained[n] ?? 0)}${maps.length ? ` (${maps.join(', ')})` : ''}`);
  }
  return found;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error('usage: heap-summary.ts BEFORE AFTER');
const before = analyse(beforeFile);
const after = analyse(afterFile);
const total = (g: Graph) => g.selfSize.reduce((a, b) => a + b, 0);
process.stdout.write(`Heap in snapshot: ${kb(total(before))} before, ${kb(total(after))} after\n\n`);
const b = byConstructor(before);
const a = byConstructor(after);
const rows = [...a.entries()]
  .map(([key, { count, self }]) => ({
    key,
    count,
    self,
    dCount: count - (b.get(key)?.count ?? 0),
    dSelf: self - (b.get(key)?.self ?? 0),
  }))
  .sort((x, y) => Math.abs(y.dSelf) - Math.abs(x.dSelf))
  .slice(0, 25);
process.stdout.write(
  '| Constructor | Objects after | Δ objects | Self size after | Δ self size |\n|---|---:|---:|---:|---:|\n',
);
for (const r of rows)
  process.stdout.write(
    `| ${r.key.slice(0, 60)} | ${r.count} | ${r.dCount} | ${kb(r.self)} | ${kb(r.dSelf)} |\n`,
  );
process.stdout.write('\nRetained by the server’s own objects:\n');
const [ob, oa] = [ours(before), ours(after)];
for (const key of new Set([...ob.keys(), ...oa.keys()]))
  process.stdout.write(`- ${key}: before ${ob.get(key) ?? '—'}; after ${oa.get(key) ?? '—'}\n`);
