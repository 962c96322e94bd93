// Spec 2 §8 'Unable to locate content': a page or post the editor opens that is not there.
import { afterEach, describe, expect, it } from 'vitest';
import { PostEditor } from '../blog/PostEditor.tsx';
import { PageEditor } from '../pages/PageEditor.tsx';
import { type Rendered, render, textOf, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

// The editors open over the workspace, in a portal on the body.
const alertOf = () => textOf(document.querySelector('.load-failure [role="alert"]'));

describe("spec 2 §8: 'Unable to locate content'", () => {
  it('a page that is not there (404)', async () => {
    fakeApi({ 'GET /api/config/pages/p-gone': { status: 404, body: { error: 'Page not found.' } } });
    rendered = await render(
      <PageEditor pageId="p-gone" permissions={[]} onBack={() => {}} onSaved={() => {}} />,
    );
    await waitFor(() => alertOf() !== '', 'the failure');
    expect(alertOf()).toBe('Unable to locate content');
  });

  it('a post that is not there (404)', async () => {
    fakeApi({ 'GET /api/config/posts/p-gone': { status: 404, body: { error: 'Post not found.' } } });
    rendered = await render(
      <PostEditor
        postId="p-gone"
        blogTitle="Journal"
        permissions={[]}
        onBack={() => {}}
        onSaved={() => {}}
      />,
    );
    await waitFor(() => alertOf() !== '', 'the failure');
    expect(alertOf()).toBe('Unable to locate content');
  });

  it('any other failure keeps its own words', async () => {
    fakeApi({ 'GET /api/config/pages/p-busy': { status: 409, body: { error: 'The page is being moved.' } } });
    rendered = await render(
      <PageEditor pageId="p-busy" permissions={[]} onBack={() => {}} onSaved={() => {}} />,
    );
    await waitFor(() => alertOf() !== '', 'the failure');
    expect(alertOf()).toBe('The page is being moved.');
  });
});
