// The pages panel's operations: make a page (blank or from a section template), copy one, change its
// URL, settings and password, make it the home page, list the trash, and read and save the
// navigation whole. Each change visitors can see is sent to the page caches by tag; a new or renamed
// page is indexed for search. Moves between publication states stay with content/service.ts.
import {
  copyTitle,
  type FormDefinition,
  freeUrlId,
  ItemPublicationState,
  invalidPageUrlMessage,
  isValidUrlId,
  pageStateLabel,
  TRASH_DAYS,
  URL_ID_MAX_LENGTH,
  urlIdFromTitle,
} from '@tessera/core';
import { type AssetRef, type Section, upgradeSections, validateLayout } from '@tessera/site';
import { isStarterPageTemplate, templateSections, withFreshIds } from '@tessera/site/page-templates.ts';
import { type Db, isUniqueViolation } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import type { Collection, Website } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { insertForm } from '../../forms/index.ts';
import type { AppContext } from '../../http/context.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { reindexCollection } from '../../search/service.ts';
import { storeMissingLayoutImages } from '../../seed/apply.ts';
import { starterPage } from '../../seed/starters/pages.ts';
import { Tags } from '../../shared/cache-tags.ts';
import { findWebsiteById, setHomeCollection } from '../../websites/index.ts';
import { loadLayout } from '../layouts/index.ts';
import { publishSiteChange } from '../publish.ts';
import { findCollectionById, followTitleInNavigation } from '../repository.ts';
import { sanitizeRichText } from '../rich-text.ts';
import type { PageSummary } from '../schemas.ts';
import { listPages, PAGE_NOT_FOUND, readPage } from '../service.ts';
import {
  findImageByName,
  findPageByUrlId,
  insertNavigationRow,
  insertPage,
  listPagesForNavigation,
  listTrashedPages,
  loadNavigationRows,
  lockPage,
  type NavigationRow,
  navigationVersion,
  newestImage,
  nextNavigationOrdering,
  nextOrdering,
  raiseNavigationVersion,
  replaceNavigation,
  takenUrlIds,
  updatePageRow,
} from './repository.ts';
import {
  type NavigationLink,
  type NavigationSave,
  type NewPage,
  type PageSettings,
  type PageSettingsUpdate,
  type SiteNavigation,
  TITLE_MAX_LENGTH,
  type TrashedPage,
} from './schemas.ts';
import { mergePageSettings, readPageSettings } from './settings.ts';

export const NOT_AN_UPLOADED_IMAGE = 'Choose one of the site’s uploaded images.';
export const HOME_MUST_BE_AVAILABLE = 'Only an Available page can be the home page. Publish it first.';
export const ONLY_PAGES_DUPLICATE = 'Only pages can be duplicated; a blog, gallery or shop cannot.';
export const NAVIGATION_STALE = 'The navigation was changed elsewhere. Reload to see the latest order.';
export const PLACED_TWICE = 'Each page and link can be placed once.';
export const NOT_IN_NAVIGATION = 'This page or link does not exist.';

/** A URL another page uses; `title` names that page when known. */
export function urlTaken(urlId: string, title: string | null): string {
  const by = title === null ? 'another page' : `the page “${title}”`;
  return `The URL /${urlId} is already used by ${by}. Choose another.`;
}

type Ctx = Pick<AppContext, 'db' | 'changes' | 'now'>;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Tries at a free URL when another page took the one chosen in the same moment. */
const URL_TRIES = 3;

async function summaryOf(ctx: AppContext, website: Website, id: string): Promise<PageSummary> {
  return (await readPage(ctx, website, id)).page;
}

/**
 * Runs `work` in a transaction with a URL made free for it; when a racing writer took that URL
 * first (the unique index refuses), tries again with a fresh look at the taken URLs.
 */
async function withFreeUrl<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === URL_TRIES) throw error;
    }
  }
}

/**
 * A new page's draft from its template. A starter site's page brings what it needs: its pictures
 * (stored now under their names unless the site has them) and its forms (fresh ids, named after the
 * page, stored with the page).
 */
async function templateDraft(
  ctx: AppContext,
  website: Website,
  input: NewPage,
): Promise<{ draft: Section[]; forms: FormDefinition[] }> {
  const { template, title } = input;
  if (!isStarterPageTemplate(template)) {
    const image = template === 'about' ? await newestImage(ctx.db, website.id) : null;
    return { draft: checkedSections(templateSections(template, title, image)), forms: [] };
  }
  const page = starterPage(template, title, website.title);
  const draft = checkedSections(page.sections);
  await storeMissingLayoutImages(ctx.assets, website.id, draft);
  return { draft, forms: page.forms.map((form) => ({ ...form, name: `${form.name} (${title})` })) };
}

/**
 * Makes a page from a template: Hidden, its template's sections as its layout's draft, a URL from its
 * title (made free beside the site's others), placed in the navigation asked for (not linked by
 * default). The About template's image is the site's newest upload, when it has one.
 */
export async function createPage(ctx: AppContext, website: Website, input: NewPage): Promise<PageSummary> {
  const now = ctx.now();
  const { draft, forms } = await templateDraft(ctx, website, input);
  const area = input.navigation ?? 'none';
  const id = newId();
  await withFreeUrl(ctx.db, async (trx) => {
    const urlId = freeUrlId(urlIdFromTitle(input.title), await takenUrlIds(trx, website.id));
    const layoutId = newId();
    for (const form of forms)
      await insertForm(
        trx,
        website.id,
        { id: form.id, name: form.name, definition: JSON.stringify(form) },
        now,
      );
    await insertPage(
      trx,
      website.id,
      {
        id,
        type: 'page',
        url_id: urlId,
        title: input.title,
        description: '',
        publication_state: ItemPublicationState.draft,
        layout_id: layoutId,
        password_hash: null,
        settings: '{}',
        ordering: await nextOrdering(trx, website.id),
        created_at: now,
        updated_at: now,
      },
      { id: layoutId, sections: [], draft },
      now,
    );
    if (area !== 'none') {
      // A reorder saved from an older reading must not drop the new link.
      await raiseNavigationVersion(trx, website.id);
      await insertNavigationRow(trx, website.id, {
        id: newId(),
        area,
        collection_id: id,
        label: input.title,
        url: null,
        ordering: await nextNavigationOrdering(trx, website.id, area),
      });
    }
  });
  await publishSiteChange(ctx, website.id, [Tags.collections, ...(area !== 'none' ? [Tags.site] : [])]);
  await reindexCollection(ctx.db, website.id, id);
  return summaryOf(ctx, website, id);
}

/** Sections checked as any saved layout is; a template or copy that fails is a bug, not bad input. */
function checkedSections(sections: unknown): Section[] {
  const checked = validateLayout(sections, { sanitizeHtml: sanitizeRichText });
  if (!checked.ok)
    throw new Error(`A new page's sections failed the layout check: ${JSON.stringify(checked.errors)}`);
  return checked.sections;
}

/**
 * Copies a page: "… (copy)", a free URL beside the original's, Hidden, not linked, with its layout's
 * published sections and draft (fresh block ids in each), its settings and password.
 */
export async function duplicatePage(ctx: AppContext, website: Website, id: string): Promise<PageSummary> {
  const now = ctx.now();
  const copyId = newId();
  await withFreeUrl(ctx.db, async (trx) => {
    const source = await findCollectionById(trx, website.id, id);
    if (!source) throw new HttpError(404, PAGE_NOT_FOUND);
    if (source.type !== 'page') throw badRequest({ id: ONLY_PAGES_DUPLICATE }, ONLY_PAGES_DUPLICATE);
    const stored = await loadLayout(trx, website.id, source.layout_id);
    const copy = (sections: unknown) =>
      checkedSections(withFreshIds(upgradeSections(sections, { sanitizeHtml: sanitizeRichText })));
    const base = `${source.url_id.slice(0, URL_ID_MAX_LENGTH - '-copy'.length).replace(/-+$/, '')}-copy`;
    const layoutId = newId();
    await insertPage(
      trx,
      website.id,
      {
        id: copyId,
        type: 'page',
        url_id: freeUrlId(base, await takenUrlIds(trx, website.id)),
        title: copyTitle(source.title, TITLE_MAX_LENGTH),
        description: source.description,
        publication_state: ItemPublicationState.draft,
        layout_id: layoutId,
        password_hash: source.password_hash,
        settings: source.settings,
        ordering: await nextOrdering(trx, website.id),
        created_at: now,
        updated_at: now,
      },
      {
        id: layoutId,
        sections: stored ? copy(stored.sections) : [],
        draft: stored?.draft == null ? null : copy(stored.draft),
      },
      now,
    );
  });
  await publishSiteChange(ctx, website.id, [Tags.collections]);
  await reindexCollection(ctx.db, website.id, copyId);
  return summaryOf(ctx, website, copyId);
}

function settingsOf(page: Collection): PageSettings {
  const stored = readPageSettings(page.settings);
  return {
    title: page.title,
    urlId: page.url_id,
    seoTitle: stored.seoTitle,
    seoDescription: stored.seoDescription,
    socialImage: stored.socialImage,
    hasPassword: page.password_hash !== null,
  };
}

export async function readSettings(ctx: Pick<AppContext, 'db'>, website: Website, id: string) {
  const page = await findCollectionById(ctx.db, website.id, id);
  if (!page) throw new HttpError(404, PAGE_NOT_FOUND);
  return settingsOf(page);
}

/** The image as the site stores it (its current size), or a 400 when it is no upload of the site's. */
async function uploadedImage(db: Db, websiteId: string, ref: AssetRef): Promise<AssetRef> {
  const asset = await findImageByName(db, websiteId, ref.src.slice('/s/'.length));
  if (!asset?.content_type.startsWith('image/')) {
    throw badRequest({ socialImage: NOT_AN_UPLOADED_IMAGE }, NOT_AN_UPLOADED_IMAGE);
  }
  return { src: `/s/${asset.name}`, width: asset.width ?? ref.width, height: asset.height ?? ref.height };
}

/**
 * Changes what is sent of a page's title, URL (core's rule; one no other page uses), SEO title and
 * description, social image (one of the site's uploads) and password (hashed as the site's is; null
 * takes the lock away), in one transaction with the page's row locked. The old URL answers not
 * found afterwards: nothing in the spec or core keeps redirects.
 */
export async function saveSettings(
  ctx: Ctx,
  website: Website,
  id: string,
  update: PageSettingsUpdate,
): Promise<PageSettings> {
  if (update.urlId !== undefined && !isValidUrlId(update.urlId)) {
    const message = invalidPageUrlMessage(update.urlId);
    throw badRequest({ urlId: message }, message);
  }
  const socialImage =
    update.socialImage === undefined || update.socialImage === null
      ? update.socialImage
      : await uploadedImage(ctx.db, website.id, update.socialImage);
  const passwordHash =
    update.password === undefined || update.password === null
      ? update.password
      : await hashPassword(update.password);
  const now = ctx.now();
  let changed: { before: Collection; navigationFollowed: boolean };
  try {
    changed = await inTransaction(ctx.db, async (trx) => {
      const before = await lockPage(trx, website.id, id);
      if (!before) throw new HttpError(404, PAGE_NOT_FOUND);
      if (update.urlId !== undefined && update.urlId !== before.url_id) {
        const other = await findPageByUrlId(trx, website.id, update.urlId);
        if (other) throw takenError(update.urlId, other.title);
      }
      const navigationFollowed =
        update.title !== undefined &&
        update.title !== before.title &&
        (await followTitleInNavigation(trx, website.id, id, before.title, update.title));
      const seo: Record<string, unknown> = {};
      if (update.seoTitle !== undefined) seo.seoTitle = update.seoTitle;
      if (update.seoDescription !== undefined) seo.seoDescription = update.seoDescription;
      if (socialImage !== undefined) seo.socialImage = socialImage;
      await updatePageRow(
        trx,
        website.id,
        id,
        {
          ...(update.title !== undefined ? { title: update.title } : {}),
          ...(update.urlId !== undefined ? { url_id: update.urlId } : {}),
          ...(Object.keys(seo).length > 0 ? { settings: mergePageSettings(before.settings, seo) } : {}),
          ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
        },
        now,
      );
      return { before, navigationFollowed };
    });
  } catch (error) {
    // Another page took the URL between the check and the write.
    if (isUniqueViolation(error) && update.urlId !== undefined) throw takenError(update.urlId, null);
    throw error;
  }
  const { before, navigationFollowed } = changed;
  const titleChanged = update.title !== undefined && update.title !== before.title;
  const urlChanged = update.urlId !== undefined && update.urlId !== before.url_id;
  // A URL is in every page's navigation links; a title in lists and, when a link follows it, the chrome.
  await publishSiteChange(ctx, website.id, [
    Tags.collection(id),
    ...(titleChanged || urlChanged ? [Tags.collections] : []),
    ...(urlChanged || navigationFollowed ? [Tags.site] : []),
  ]);
  if (titleChanged) await reindexCollection(ctx.db, website.id, id);
  return readSettings(ctx, website, id);
}

function takenError(urlId: string, title: string | null): HttpError {
  const message = urlTaken(urlId, title);
  return badRequest({ urlId: message }, message);
}

/**
 * Makes a page the site's home page (the settings' homeCollectionId, read by the home page at '/').
 * Only an Available page: a hidden home page would leave visitors a not-found page at the root.
 */
export async function setHomePage(ctx: AppContext, website: Website, id: string): Promise<PageSummary[]> {
  await inTransaction(ctx.db, async (trx) => {
    const page = await lockPage(trx, website.id, id);
    if (!page) throw new HttpError(404, PAGE_NOT_FOUND);
    if (page.publication_state !== ItemPublicationState.published) {
      throw badRequest({ id: HOME_MUST_BE_AVAILABLE }, HOME_MUST_BE_AVAILABLE);
    }
    await setHomeCollection(trx, website.id, id, ctx.now());
  });
  // The site's record changed: every page (its canonical address, the links to it) and the host cache.
  await publishSiteChange(ctx, website.id, [Tags.site, Tags.collections]);
  // Every page's address as the new settings make it.
  return listPages(ctx, (await findWebsiteById(ctx.db, website.id)) ?? website);
}

/** The pages in the trash, with the whole days left before the daily purge deletes them. */
export async function listTrash(
  ctx: Pick<AppContext, 'db' | 'now'>,
  website: Website,
): Promise<TrashedPage[]> {
  const now = ctx.now();
  const rows = await listTrashedPages(ctx.db, website.id);
  return rows.map((row) => {
    const trashedAt = row.deleted_at ?? now;
    const left = trashedAt + TRASH_DAYS * DAY_MS - now;
    return {
      id: row.id,
      title: row.title,
      urlId: row.url_id,
      trashedAt: new Date(trashedAt).toISOString(),
      daysLeft: Math.max(0, Math.ceil(left / DAY_MS)),
    };
  });
}

// ——— Navigation ———

/**
 * The navigation as the panel shows it: main and footer in order, and the pages in neither. The
 * version is read first, so a reading is never newer than its version claims (at worst a save from
 * it is refused and read again, never lost). Links to pages in the trash are left out.
 */
export async function readNavigation(ctx: Pick<AppContext, 'db'>, website: Website): Promise<SiteNavigation> {
  const version = await navigationVersion(ctx.db, website.id);
  const [rows, pages] = await Promise.all([
    loadNavigationRows(ctx.db, website.id),
    listPagesForNavigation(ctx.db, website.id),
  ]);
  const byId = new Map(pages.map((p) => [p.id, p]));
  const linked = new Set<string>();
  const area = (name: string): NavigationLink[] =>
    rows
      .filter((row) => row.area === name)
      .flatMap((row): NavigationLink[] => {
        if (row.collection_id === null)
          return [{ kind: 'link', id: row.id, label: row.label, url: row.url ?? '' }];
        const page = byId.get(row.collection_id);
        if (!page || linked.has(page.id)) return [];
        linked.add(page.id);
        return [
          {
            kind: 'page',
            id: row.id,
            label: row.label,
            pageId: page.id,
            title: page.title,
            publicationLabel: pageStateLabel(page.publication_state),
          },
        ];
      });
  const main = area('main');
  const footer = area('footer');
  const notLinked = pages
    .filter((p) => !linked.has(p.id))
    .map((p) => ({ id: p.id, title: p.title, publicationLabel: pageStateLabel(p.publication_state) }));
  return { version, main, footer, notLinked };
}

/**
 * Saves the whole navigation if nobody saved it since `save.version` (409 otherwise, nothing
 * changed): main and footer as listed, every page left out becomes not linked. A page keeps its link's
 * label; a newly linked one is labelled with its title. Links to trashed pages are kept, after the
 * others, so a restored page returns to its place.
 */
export async function saveNavigation(
  ctx: Ctx,
  website: Website,
  save: NavigationSave,
): Promise<SiteNavigation> {
  const refs = [...save.main, ...save.footer];
  if (new Set(refs.map((r) => `${r.kind}:${r.id}`)).size !== refs.length) {
    throw badRequest({ main: PLACED_TWICE }, PLACED_TWICE);
  }
  await inTransaction(ctx.db, async (trx) => {
    if (!(await raiseNavigationVersion(trx, website.id, save.version))) {
      throw new HttpError(409, NAVIGATION_STALE);
    }
    const [rows, pages] = await Promise.all([
      loadNavigationRows(trx, website.id),
      listPagesForNavigation(trx, website.id),
    ]);
    const live = new Map(pages.map((p) => [p.id, p]));
    const rowOfPage = new Map<string, NavigationRow>();
    for (const row of rows)
      if (row.collection_id && !rowOfPage.has(row.collection_id)) rowOfPage.set(row.collection_id, row);
    const links = new Map(rows.filter((r) => r.collection_id === null).map((r) => [r.id, r]));
    const errors: Record<string, string> = {};
    const next: NavigationRow[] = [];
    for (const name of ['main', 'footer'] as const) {
      save[name].forEach((ref, index) => {
        const ordering = next.filter((r) => r.area === name).length;
        if (ref.kind === 'link') {
          const link = links.get(ref.id);
          if (!link) errors[`${name}.${index}.id`] = NOT_IN_NAVIGATION;
          else next.push({ ...link, area: name, ordering });
          return;
        }
        const page = live.get(ref.id);
        if (!page) {
          errors[`${name}.${index}.id`] = NOT_IN_NAVIGATION;
          return;
        }
        const row = rowOfPage.get(page.id);
        next.push({
          id: row?.id ?? newId(),
          area: name,
          collection_id: page.id,
          label: row?.label ?? page.title,
          url: null,
          ordering,
        });
      });
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    for (const row of rows) {
      if (row.collection_id !== null && !live.has(row.collection_id) && !next.some((n) => n.id === row.id)) {
        next.push({ ...row, ordering: next.filter((r) => r.area === row.area).length });
      }
    }
    await replaceNavigation(trx, website.id, next);
  });
  await publishSiteChange(ctx, website.id, [Tags.site]);
  return readNavigation(ctx, website);
}
