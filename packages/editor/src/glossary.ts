// The config area's words (issue 38: "consistent wording and capitalisation across screens"): one
// term for each thing, in sentence case, and one shape for a screen's way back. glossary.test.ts reads
// every label and sentence the config area's components show and refuses the variants below.
export interface GlossaryRule {
  /** The word to use */
  use: string;
  /** What a label must not say instead */
  not: RegExp;
}

export const GLOSSARY: readonly GlossaryRule[] = [
  { use: 'email', not: /\b[Ee]-mail/ },
  { use: 'sign in', not: /\b[Ll]og ?in\b|\bLogin\b/ },
  { use: 'sign out', not: /\b[Ll]og ?out\b|\bLogout\b/ },
  { use: 'website', not: /\b[Ww]eb site\b/ },
  { use: 'popup', not: /\b[Pp]op-up/ },
  // Sentence case: only a label's first word has a capital (names aside).
  { use: 'Cookie banner', not: /\bCookie Banner\b/ },
  { use: 'Store settings, Site settings, Page settings', not: /\b(Store|Site|Page) Settings\b/ },
  { use: 'Email preview', not: /\bEmail Preview\b/ },
  // A screen's way back names where it goes, in lower case, after an arrow: "← Back to orders".
  { use: '← Back to <screen>', not: /(?<!← )\bBack to\b|← Back to [A-Z]/ },
];

/** The rules a piece of shown text breaks. */
export function glossaryBreaches(text: string): GlossaryRule[] {
  return GLOSSARY.filter((rule) => rule.not.test(text));
}
