import { describe, expect, it } from 'vitest';
import { validateLayout } from './blocks/layout.ts';
import { allBlocks } from './blocks/section.ts';
import { PAGE_TEMPLATES, type SectionTemplateId, templateSections } from './page-templates.ts';

const image = { src: '/s/kiln.jpg', width: 1200, height: 800 };
const keep = { sanitizeHtml: (html: string) => html };

describe('page templates', () => {
  it.each(Object.keys(PAGE_TEMPLATES) as SectionTemplateId[])(
    '%s passes the layout checks every saved page passes',
    (id) => {
      const checked = validateLayout(templateSections(id, 'Our story', image), keep);
      expect(checked.ok).toBe(true);
    },
  );

  it('builds each template from the block types it promises, headed by the page’s title', () => {
    const types = (id: SectionTemplateId) =>
      [...allBlocks(templateSections(id, 'Our story', image))].map((b) => b.type);
    expect(types('blank')).toEqual([]);
    expect(types('about')).toEqual(['heading', 'text', 'image']);
    expect(types('contact')).toEqual(['heading', 'text', 'button']);
    expect(types('landing')).toEqual(['heading', 'text', 'columns', 'heading', 'text', 'heading', 'text']);
    const [first] = templateSections('about', 'Our story', image)[0]?.blocks ?? [];
    expect(first?.data).toEqual({ text: 'Our story', level: 1 });
  });

  it('leaves the About image out when the site has no image, and stays valid', () => {
    const sections = templateSections('about', 'Our story', null);
    expect([...allBlocks(sections)].map((b) => b.type)).toEqual(['heading', 'text']);
    expect(validateLayout(sections, keep).ok).toBe(true);
  });

  it('gives fresh ids each time', () => {
    const a = [...allBlocks(templateSections('landing', 'x', null))].map((b) => b.id);
    const b = [...allBlocks(templateSections('landing', 'x', null))].map((b) => b.id);
    expect(new Set([...a, ...b]).size).toBe(a.length + b.length);
  });
});
