// A blog's screen in the pages panel: its posts, filtered by publication state, a new post, the
// blog's post URL format; a post opens in its editor.
import { ItemPublicationState, type Permission, pageStateLabel } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { BlogSummary, PostSummary } from '@tessera/site/api/routes.gen.ts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { failureMessage } from '../errors.ts';
import { Field } from '../ui/Field.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { useEditorTracker } from '../workspace/editor-analytics.tsx';
import { BlogSettingsForm } from './BlogSettingsForm.tsx';
import { PostEditor } from './PostEditor.tsx';
import { PostList } from './PostList.tsx';
import './blog.css';

const STATES = Object.values(ItemPublicationState);

interface BlogPanelProps {
  blogId: string;
  blogTitle: string;
  permissions: readonly Permission[];
  onBack: () => void;
  /** Loads `url` in the frame */
  onShowInFrame: (url: string) => void;
}

export function BlogPanel({ blogId, blogTitle, permissions, onBack, onShowInFrame }: BlogPanelProps) {
  const [filter, setFilter] = useState<ItemPublicationState | null>(null);
  const fetcher = useCallback(
    () =>
      call('GET /api/config/blogs/:id/posts', {
        params: { id: blogId },
        query: filter === null ? undefined : { state: `${filter}` },
        silent: true,
      }),
    [blogId, filter],
  );
  const { state, retry } = useRemoteData(fetcher);
  const [openPostId, setOpenPostId] = useState<string | null>(null);
  const tracker = useEditorTracker();
  const [closedPostId, setClosedPostId] = useState<string | null>(null);
  // Kept apart from the list, so saving the format (which reloads the list) keeps the form and its notice.
  const [blog, setBlog] = useState<BlogSummary | null>(null);
  useEffect(() => {
    if (state.status === 'ready') setBlog((known) => known ?? state.data.blog);
  }, [state]);

  function openPost(post: Pick<PostSummary, 'id' | 'fullUrl'>) {
    // A blog's posts are a collection's items: the spec's collection editor.
    tracker.track({
      action: 'opened',
      area: 'collection-editor',
      page: 'blog',
      objectType: 'post',
      objectId: post.id,
    });
    setOpenPostId(post.id);
    onShowInFrame(post.fullUrl);
  }

  function closePost() {
    setClosedPostId(openPostId);
    setOpenPostId(null);
    retry();
  }

  if (openPostId !== null) {
    return (
      <PostEditor
        key={openPostId}
        postId={openPostId}
        blogTitle={blogTitle}
        permissions={permissions}
        onBack={closePost}
        onSaved={(post) => {
          tracker.track({
            action: 'saved',
            area: 'collection-editor',
            page: 'blog',
            objectType: 'post',
            objectId: post.id,
          });
          onShowInFrame(post.fullUrl);
        }}
      />
    );
  }
  const filterLabel = filter === null ? '' : pageStateLabel(filter);
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title={`${blogTitle}: posts`}>
      <NewPostForm blogId={blogId} onCreated={openPost} />
      <div className="blog-toolbar">
        <Field label="Show">
          {(control) => (
            <select
              {...control}
              value={filter ?? ''}
              onChange={(e) => setFilter(STATES.find((state) => String(state) === e.target.value) ?? null)}
            >
              <option value="">All posts</option>
              {STATES.map((value) => (
                <option key={value} value={value}>
                  {pageStateLabel(value)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading posts…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <PostList
          posts={state.data.posts}
          emptyNote={filter === null ? 'This blog has no posts yet.' : `No posts are ${filterLabel}.`}
          returnFocusToId={closedPostId}
          onOpen={openPost}
        />
      )}
      {/* Every post's address follows the format: the list reloads with the new ones. */}
      {blog && (
        <BlogSettingsForm
          blog={blog}
          onSaved={(saved) => {
            tracker.track({
              action: 'saved',
              area: 'collection-settings',
              page: 'blog',
              section: 'settings',
              objectType: 'collection',
              objectId: saved.id,
            });
            retry();
          }}
        />
      )}
    </PanelScreen>
  );
}

function NewPostForm({ blogId, onCreated }: { blogId: string; onCreated: (post: PostSummary) => void }) {
  const [title, setTitle] = useState('');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCreating(true);
    setError(undefined);
    try {
      const made = await call('POST /api/config/blogs/:id/posts', {
        params: { id: blogId },
        body: { title },
        silent: true,
      });
      onCreated(made.post);
    } catch (failure) {
      setError(failureMessage(failure));
      setCreating(false);
    }
  }

  return (
    <form className="blog-toolbar" onSubmit={handleSubmit} noValidate>
      <Field label="New post title" error={error}>
        {(control) => (
          <input {...control} type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
        )}
      </Field>
      <button type="submit" className="primary" disabled={creating}>
        {creating ? 'Creating…' : 'Create post'}
      </button>
    </form>
  );
}
