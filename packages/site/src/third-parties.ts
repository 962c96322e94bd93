// What a published page needs from third parties, declared by what shows it rather than found in its
// HTML: each block type (a video's player, a form's captcha) and each page type (the comment
// provider's thread) says what its rendering needs, and the server's CSP allows exactly that, on that
// page only. The captcha is named rather than listed: its hosts are those of the provider the site
// chose, which the server knows.

/** The CSP directives a third party may need hosts in. */
export const THIRD_PARTY_DIRECTIVES = ['script', 'frame', 'connect', 'style'] as const;
type Directive = (typeof THIRD_PARTY_DIRECTIVES)[number];

/** Hosts by CSP directive. */
export type Origins = Record<Directive, string[]>;

/** What one block or page type needs. */
export interface ThirdPartyNeeds {
  /** It shows the site's captcha (a form asking for one): the chosen provider's hosts */
  captcha?: boolean;
  /** Hosts its own content comes from (a video's player) */
  origins?: Partial<Origins>;
}

/** Everything a page needs: `origins` in the order first asked for, each host once. */
export interface PageThirdParties {
  captcha: boolean;
  origins: Origins;
}

const noOrigins = (): Origins => ({ script: [], frame: [], connect: [], style: [] });

function addOrigins(into: Origins, more: Partial<Origins> | null | undefined): void {
  for (const directive of THIRD_PARTY_DIRECTIVES)
    for (const host of more?.[directive] ?? [])
      if (!into[directive].includes(host)) into[directive].push(host);
}

/** The needs of everything on a page, in page order. */
export function combineNeeds(needs: Iterable<ThirdPartyNeeds | null | undefined>): PageThirdParties {
  const page: PageThirdParties = { captcha: false, origins: noOrigins() };
  for (const need of needs) {
    if (need?.captcha) page.captcha = true;
    addOrigins(page.origins, need?.origins);
  }
  return page;
}

/**
 * The hosts a page's CSP allows: the captcha's first (the hosts of the site's provider, null for our
 * own puzzle), then the rest as asked for; null when there are none.
 */
export function pageOrigins(page: PageThirdParties, captchaOrigins: Origins | null): Origins | null {
  const all = noOrigins();
  if (page.captcha) addOrigins(all, captchaOrigins);
  addOrigins(all, page.origins);
  return THIRD_PARTY_DIRECTIVES.some((directive) => all[directive].length > 0) ? all : null;
}
