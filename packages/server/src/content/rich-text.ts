// The server's sanitiser of rich text (sanitize-html, maintained by the ApostropheCMS team), set up
// from @tessera/site's policy: paragraphs, bold, italic, links, lists, h2–h4 and line breaks, nothing
// else. Every layout passes through it when it is saved (content/service.ts), when a template is
// applied (seed/apply.ts) and when stored data is migrated on read; the published page renders only
// what it let through. HTML from the config area is never trusted.
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_RENAMES,
  RICH_TEXT_TAGS,
  type SanitizeHtml,
} from '@tessera/site';
import sanitizeHtml from 'sanitize-html';

const renames = Object.fromEntries(
  Object.entries(RICH_TEXT_RENAMES).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})]),
);

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A disallowed tag goes but its text stays (script, style and the like go whole).
  disallowedTagsMode: 'discard',
  // A link whose address is refused (javascript:, data:, //elsewhere) loses it and keeps its text:
  // an <a> without href is no link.
  transformTags: renames,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

export const sanitizeRichText: SanitizeHtml = (html) => sanitizeHtml(html, options);
