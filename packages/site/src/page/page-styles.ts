// The page's inline stylesheet: the base styles, then the styles of each block type the page
// contains (and only those), then the rules of its sections' colours. The server's Content-Security-
// Policy allows the <style> element by the hash of what it holds, so this may differ from page to page.

import { BLOCK_ID_PATTERN } from '../blocks/ids.ts';
import { blockDefinitions } from '../blocks/registry.ts';
import { blockTypesIn, COLOUR_PATTERN, type Section } from '../blocks/section.ts';
import { SITE_STYLES } from './styles.ts';

export function blockStyles(sections: readonly Section[]): string {
  const types = blockTypesIn(sections);
  return blockDefinitions
    .filter((definition) => definition.css && types.has(definition.type))
    .map((definition) => definition.css)
    .join('\n');
}

/** A rule per section with a colour background; ids and colours are checked again, as they go into CSS. */
export function sectionRules(sections: readonly Section[]): string {
  return sections
    .flatMap(({ id, background }) =>
      background.kind === 'colour' && COLOUR_PATTERN.test(background.colour) && BLOCK_ID_PATTERN.test(id)
        ? [`.section[data-section-id="${id}"]{background-color:${background.colour}}`]
        : [],
    )
    .join('');
}

/** `chromeStyles`: the styles of page parts outside the sections that this page has (the cookie banner). */
export function pageStyles(sections: readonly Section[], chromeStyles = ''): string {
  return [SITE_STYLES, chromeStyles, blockStyles(sections), sectionRules(sections)]
    .filter(Boolean)
    .join('\n');
}
