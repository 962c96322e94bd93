// The server answers a refused layout with errors by path ('sections.0.blocks.2.data.text'); the
// canvas shows each beside its field, in the panel of the section or block it belongs to. So paths
// become paths from that item's id ('b-heading.data.text'), which stay right while the owner goes
// on moving things around after the save.
import type { Block, Section } from '@tessera/site';

type Item = { id: string; blocks?: Block[]; slots?: Block[][] };
const isIndex = (part: string | undefined) => part !== undefined && /^\d+$/.test(part);

export function errorsByItem(
  sections: readonly Section[],
  errors: Record<string, string>,
): Record<string, string> {
  const byItem: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const parts = path.split('.');
    let item: Item | undefined;
    let at = 0;
    if (parts[0] === 'sections' && isIndex(parts[1])) {
      item = sections[Number(parts[1])];
      at = 2;
    }
    while (item) {
      let next: Item | undefined;
      let step = 0;
      if (parts[at] === 'blocks' && isIndex(parts[at + 1])) {
        next = item.blocks?.[Number(parts[at + 1])];
        step = 2;
      } else if (parts[at] === 'slots' && isIndex(parts[at + 1]) && isIndex(parts[at + 2])) {
        next = item.slots?.[Number(parts[at + 1])]?.[Number(parts[at + 2])];
        step = 3;
      }
      if (!next) break;
      item = next;
      at += step;
    }
    const rest = parts.slice(at).join('.');
    byItem[item ? [item.id, rest].filter(Boolean).join('.') : path] = message;
  }
  return byItem;
}
