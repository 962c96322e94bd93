import type { SiteNavigation } from '@tessera/site/api/routes.gen.ts';
import { describe, expect, it } from 'vitest';
import { groupsOf, moveBy, moveTo, moveToGroup, saveOf } from './navigation-model.ts';

const id = (n: number) => String(n).padStart(24, '0');
const navigation: SiteNavigation = {
  version: 7,
  main: [
    { kind: 'page', id: id(91), label: 'Home', pageId: id(1), title: 'Home', publicationLabel: 'Available' },
    { kind: 'page', id: id(92), label: 'Shop', pageId: id(2), title: 'Shop', publicationLabel: 'Available' },
    {
      kind: 'page',
      id: id(93),
      label: 'About',
      pageId: id(3),
      title: 'About',
      publicationLabel: 'Available',
    },
  ],
  footer: [{ kind: 'link', id: id(94), label: 'Instagram', url: 'https://instagram.com/x' }],
  notLinked: [{ id: id(4), title: 'Drafts', publicationLabel: 'Hidden' }],
};
const labels = (entries: { label: string }[]) => entries.map((e) => e.label);

describe('arranging the navigation', () => {
  const groups = groupsOf(navigation);

  it('moves an entry up and down within its group, and says where it went', () => {
    const down = moveBy(groups, `page:${id(1)}`, 1);
    expect(labels(down?.groups.main ?? [])).toEqual(['Shop', 'Home', 'About']);
    expect(down?.announcement).toBe('Home moved to position 2 of 3 in Main navigation.');
    const up = moveBy(groups, `page:${id(3)}`, -1);
    expect(labels(up?.groups.main ?? [])).toEqual(['Home', 'About', 'Shop']);
  });

  it('does nothing past either end of a group', () => {
    expect(moveBy(groups, `page:${id(1)}`, -1)).toBeNull();
    expect(moveBy(groups, `page:${id(3)}`, 1)).toBeNull();
  });

  it('moves a page to the end of another group, and out of the navigation', () => {
    const footer = moveToGroup(groups, `page:${id(2)}`, 'footer');
    expect(labels(footer?.groups.main ?? [])).toEqual(['Home', 'About']);
    expect(labels(footer?.groups.footer ?? [])).toEqual(['Instagram', 'Shop']);
    expect(footer?.announcement).toBe('Shop moved to Footer navigation, position 2 of 2.');
    const unlinked = moveToGroup(groups, `page:${id(3)}`, 'none');
    expect(labels(unlinked?.groups.none ?? [])).toEqual(['Drafts', 'About']);
  });

  it('keeps a link in a navigation: it has no “not linked” place', () => {
    expect(moveToGroup(groups, `link:${id(94)}`, 'none')).toBeNull();
    expect(labels(moveToGroup(groups, `link:${id(94)}`, 'main')?.groups.main ?? [])).toEqual([
      'Home',
      'Shop',
      'About',
      'Instagram',
    ]);
  });

  it('drops a dragged entry at a position of any group', () => {
    const dropped = moveTo(groups, `page:${id(4)}`, 'main', 1);
    expect(labels(dropped?.groups.main ?? [])).toEqual(['Home', 'Drafts', 'Shop', 'About']);
    expect(dropped?.groups.none).toEqual([]);
    expect(dropped?.announcement).toBe('Drafts moved to Main navigation, position 2 of 4.');
  });

  it('saves pages by page id and links by their navigation id, with the version read', () => {
    const moved = moveToGroup(groups, `page:${id(4)}`, 'footer');
    expect(saveOf(moved?.groups ?? groups, navigation.version)).toEqual({
      version: 7,
      main: [
        { kind: 'page', id: id(1) },
        { kind: 'page', id: id(2) },
        { kind: 'page', id: id(3) },
      ],
      footer: [
        { kind: 'link', id: id(94) },
        { kind: 'page', id: id(4) },
      ],
    });
  });
});
