// A starter site's page made again as a new page of any site (the pages panel's page templates from
// the starters): its sections, with the page's own title as its first heading, and the forms its form
// blocks name (fresh ids, to be stored with the page). Buttons to the starter's other pages are left
// out: the site the page goes into may not have them.
import type { FormDefinition } from '@tessera/core';
import { allBlocks, type Block, type Section } from '@tessera/site';
import { STARTER_PAGE_TEMPLATES, type StarterPageTemplateId } from '@tessera/site/page-templates.ts';
import { STARTER_TEMPLATES } from './index.ts';

export interface StarterPage {
  sections: Section[];
  forms: FormDefinition[];
}

export function starterPage(id: StarterPageTemplateId, title: string, siteTitle: string): StarterPage {
  const { starter } = STARTER_PAGE_TEMPLATES[id];
  const template = STARTER_TEMPLATES[starter](siteTitle);
  const key = id.slice(starter.length + 1);
  const page = template.collections.find((collection) => collection.key === key);
  if (!page?.sections) throw new Error(`The ${starter} starter has no page ${key}`);
  let retitled = false;
  const retitle = (block: Block): Block => {
    if (retitled || block.type !== 'heading' || block.data.level !== 1) return block;
    retitled = true;
    return { ...block, data: { ...block.data, text: title } };
  };
  const keep = (block: Block) => !(block.type === 'button' && String(block.data.href).startsWith('/'));
  const sections = page.sections.map((section) => ({
    ...section,
    blocks: section.blocks
      .filter(keep)
      .map((block) =>
        block.slots
          ? { ...block, slots: block.slots.map((slot) => slot.filter(keep).map(retitle)) }
          : retitle(block),
      ),
  }));
  const named = new Set(
    [...allBlocks(sections)].flatMap((b) => (b.type === 'form' ? [String(b.data.formId)] : [])),
  );
  return { sections, forms: (template.forms ?? []).filter((form) => named.has(form.id)) };
}
