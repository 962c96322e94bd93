// Drafts, review, revisions and the trash through the config API, on both engines: a campaigns
// editor (content without publish) drafts a page and submits it for review, cannot publish it; an
// editor approves it; every publication keeps a revision that can be previewed and restored as a
// draft; a scheduled page publishes its draft at its time; the trash hides a page from everyone and
// a job purges it after TRASH_DAYS.
import { ItemPublicationState, SiteUserRole, TRASH_DAYS } from '@tessera/core';
import type { Section } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoPage, demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { createAccount } from '../identity/accounts.ts';
import { publicationSweepJob, publishScheduledJob } from '../jobs/publication/service.ts';
import { Clock, testDeps } from '../jobs/test-support/support.ts';
import { Worker } from '../jobs/worker.ts';
import { addMember } from '../websites/members.ts';
import { NEEDS_PUBLISH } from './publication-checks.ts';
import { publishSiteChange } from './publish.ts';
import type { Layout, Revision } from './schemas.ts';
import { purgeTrash } from './trash/repository.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('drafts, review, revisions and the trash on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  async function contributor(role: number, email: string) {
    const account = await createAccount(suite.db, {
      email,
      password: 'contributor password',
      displayName: email,
    });
    await addMember(suite.db, (await demoWebsite(suite.db)).id, account.id, role);
    const client = suite.client();
    expect((await client.signIn(email, 'contributor password')).statusCode).toBe(200);
    return client;
  }

  const putPage = (id: string, json: unknown, client = owner()) =>
    client.request('PUT', `/api/config/pages/${id}`, { json });

  async function layoutOf(pageId: string, client = owner()): Promise<Layout> {
    return (await client.get(`/api/config/pages/${pageId}`)).json().layout as Layout;
  }

  /** Saves the layout's draft with its first heading reading `text`. */
  async function saveHeading(pageId: string, text: string, client = owner()): Promise<Layout> {
    const layout = await layoutOf(pageId, client);
    let done = false;
    const sections: Section[] = layout.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => {
        if (done || block.type !== 'heading') return block;
        done = true;
        return { ...block, data: { ...block.data, text } };
      }),
    }));
    const response = await client.request('PUT', `/api/config/layouts/${layout.id}`, {
      json: { version: layout.version, sections },
    });
    expect(response.statusCode).toBe(200);
    return response.json().layout as Layout;
  }

  it('a contributor without publish drafts and submits for review; an editor approves and visitors see it', async () => {
    const workshops = await demoPage(suite.db, 'workshops');
    expect(workshops.publication_state).toBe(ItemPublicationState.draft);
    const campaigns = await contributor(SiteUserRole.campaignsEditor, 'campaigns@example.com');
    await saveHeading(workshops.id, 'Spring workshops', campaigns);

    const publish = await putPage(workshops.id, { publicationState: 1 }, campaigns);
    expect(publish.statusCode).toBe(403);
    expect(publish.json()).toEqual({ error: NEEDS_PUBLISH });
    const submitted = await putPage(workshops.id, { publicationState: 3 }, campaigns);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().page).toMatchObject({ publicationState: 3, publicationLabel: 'Needs Review' });
    expect((await suite.client().get('/workshops')).statusCode).toBe(404);
    // Approving is publishing: not theirs either.
    expect((await putPage(workshops.id, { publicationState: 1 }, campaigns)).statusCode).toBe(403);

    const editor = await contributor(SiteUserRole.editor, 'editor@example.com');
    const approved = await putPage(workshops.id, { publicationState: 1 }, editor);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().page).toMatchObject({ publicationState: 1, publicationLabel: 'Available' });
    const page = await suite.client().get('/workshops');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Spring workshops');
    expect(await layoutOf(workshops.id)).toMatchObject({ hasDraft: false });
  });

  it('sends a review back to Hidden, and refuses moves the table does not have', async () => {
    const workshops = await demoPage(suite.db, 'workshops');
    // The tests share one site: start from Hidden whatever the one before left.
    await suite.db
      .updateTable('collections')
      .set({ publication_state: ItemPublicationState.draft })
      .where('id', '=', workshops.id)
      .execute();
    expect((await putPage(workshops.id, { publicationState: 3 })).statusCode).toBe(200);
    const back = await putPage(workshops.id, { publicationState: 4 });
    expect(back.json().page).toMatchObject({ publicationState: 4, publicationLabel: 'Hidden' });
    const refused = await putPage(workshops.id, { publicationState: 4 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      publicationState: 'A page that is Hidden cannot become Hidden.',
    });
  });

  it('keeps a revision of every publication; one is previewed, then restored as a draft without rewriting history', async () => {
    const about = await demoPage(suite.db, 'about');
    await saveHeading(about.id, 'First heading');
    expect((await putPage(about.id, { publicationState: 1 })).statusCode).toBe(200);
    await saveHeading(about.id, 'Second heading');
    expect((await putPage(about.id, { publicationState: 1 })).statusCode).toBe(200);
    expect((await suite.client().get('/about')).body).toContain('Second heading');

    const layout = await layoutOf(about.id);
    const listed = await owner().get(`/api/config/layouts/${layout.id}/revisions`);
    expect(listed.statusCode).toBe(200);
    const revisions = listed.json().revisions as Revision[];
    expect(revisions).toHaveLength(2);
    expect(revisions.map((r) => r.publishedBy)).toEqual([expect.any(String), expect.any(String)]);
    expect(Date.parse(revisions[0]?.publishedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(revisions[1]?.publishedAt ?? ''),
    );
    const first = revisions[1] as Revision;

    // Previewed in the frame by its id; visitors never get it.
    expect((await owner().get(`/about?revision=${first.id}`)).body).toContain('First heading');
    expect((await suite.client().get(`/about?revision=${first.id}`)).body).toContain('Second heading');

    const restored = await owner().request(
      'POST',
      `/api/config/layouts/${layout.id}/revisions/${first.id}/restore`,
      { json: { version: layout.version } },
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json().layout).toMatchObject({ hasDraft: true, version: layout.version + 1 });
    expect(JSON.stringify(restored.json().layout.sections)).toContain('First heading');
    // A draft: visitors keep the published page, the history keeps both revisions.
    expect((await suite.client().get('/about')).body).toContain('Second heading');
    const after = (await owner().get(`/api/config/layouts/${layout.id}/revisions`)).json().revisions;
    expect(after).toEqual(revisions);
    // From a stale version: 409, nothing changed.
    const stale = await owner().request(
      'POST',
      `/api/config/layouts/${layout.id}/revisions/${first.id}/restore`,
      { json: { version: layout.version } },
    );
    expect(stale.statusCode).toBe(409);
    const unknown = await owner().request(
      'POST',
      `/api/config/layouts/${layout.id}/revisions/${'0'.repeat(24)}/restore`,
      { json: { version: layout.version + 1 } },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('publishes a scheduled page’s draft at its time, with a revision by nobody', async () => {
    const workshops = await demoPage(suite.db, 'workshops');
    await saveHeading(workshops.id, 'Summer workshops');
    const at = Date.now() + 60 * 60 * 1000;
    const scheduled = await putPage(workshops.id, {
      publicationState: 2,
      publishAt: new Date(at).toISOString(),
    });
    expect(scheduled.statusCode).toBe(200);
    const clock = new Clock(at + 1000);
    const worker = new Worker({
      deps: testDeps(suite.db, clock, {
        siteChanged: (websiteId) => publishSiteChange(suite.ctx, websiteId, ['site']),
      }),
      jobs: [publishScheduledJob, publicationSweepJob],
      periodic: [],
    });
    await worker.runOnce();
    const page = await suite.client().get('/workshops');
    expect(page.body).toContain('Summer workshops');
    const layout = await layoutOf(workshops.id);
    expect(layout.hasDraft).toBe(false);
    const revisions = (await owner().get(`/api/config/layouts/${layout.id}/revisions`)).json().revisions;
    expect(revisions[0]).toMatchObject({ publishedBy: null });
  });

  it('moves a page to the trash (gone for everyone), restores it Hidden, and purges it after the trash days', async () => {
    const contact = await demoPage(suite.db, 'contact');
    const trashed = await putPage(contact.id, { publicationState: 6 });
    expect(trashed.json().page).toMatchObject({ publicationState: 6, publicationLabel: 'Deleted' });
    expect((await suite.client().get('/contact')).statusCode).toBe(404);
    expect((await owner().get('/contact')).statusCode).toBe(404);
    const restored = await putPage(contact.id, { publicationState: 4 });
    expect(restored.json().page).toMatchObject({ publicationState: 4 });
    expect((await demoPage(suite.db, 'contact')).deleted_at).toBeNull();

    expect((await putPage(contact.id, { publicationState: 6 })).statusCode).toBe(200);
    const { deleted_at } = await demoPage(suite.db, 'contact');
    expect(deleted_at).toEqual(expect.any(Number));
    const website = await demoWebsite(suite.db);
    expect(await purgeTrash(suite.db, Number(deleted_at) + TRASH_DAYS * DAY - 1000)).toEqual([]);
    expect(await purgeTrash(suite.db, Number(deleted_at) + TRASH_DAYS * DAY + 1000)).toEqual([website.id]);
    const left = await suite.db.selectFrom('collections').select('id').where('id', '=', contact.id).execute();
    expect(left).toEqual([]);
    const layouts = await suite.db
      .selectFrom('layouts')
      .select('id')
      .where('id', '=', contact.layout_id ?? '')
      .execute();
    expect(layouts).toEqual([]);
    expect(
      (await owner().get('/api/config/pages')).json().pages.map((p: { id: string }) => p.id),
    ).not.toContain(contact.id);
  });
});
