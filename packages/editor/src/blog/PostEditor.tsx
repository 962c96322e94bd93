import type { Permission } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { PostSummary } from '@tessera/site/api/routes.gen.ts';
import { useCallback } from 'react';
import { CanvasOverlay } from '../canvas/CanvasOverlay.tsx';
import { LazyCanvas } from '../canvas/LazyCanvas.tsx';
import { useMovedDetail } from '../canvas/use-moved-detail.ts';
import { contentFailureMessage } from '../errors.ts';
import { revisionsTab } from '../pages/revisions/RevisionsTab.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { PostForm } from './PostForm.tsx';

interface PostEditorProps {
  postId: string;
  /** The blog's name, for the way back */
  blogTitle: string;
  permissions: readonly Permission[];
  onBack: () => void;
  onSaved: (post: PostSummary) => void;
}

/** The post with its body, as the editor opens it. */
function fetchPost(postId: string) {
  return call('GET /api/config/posts/:id', { params: { id: postId }, silent: true });
}

/** Opens a post: its body on the canvas, its fields in the settings tab (a post without a body: the fields alone). */
export function PostEditor({ postId, blogTitle, permissions, onBack, onSaved }: PostEditorProps) {
  const fetcher = useCallback(() => fetchPost(postId), [postId]);
  const { state, retry } = useRemoteData(fetcher, contentFailureMessage);
  const settings = useMovedDetail(state.status === 'ready' ? state.data : undefined);
  const layout = state.status === 'ready' ? state.data.layout : undefined;

  if (state.status === 'ready' && layout === null)
    return (
      <PanelScreen backLabel={`← Back to ${blogTitle}`} onBack={onBack} title="Edit post">
        <PostForm detail={state.data} permissions={permissions} onSaved={onSaved} onReload={retry} />
      </PanelScreen>
    );

  return (
    <CanvasOverlay>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading post…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && layout && (
        <LazyCanvas
          key={`${layout.id}:${layout.version}`}
          document={state.data.post}
          layout={layout}
          kind="post"
          permissions={permissions}
          move={async (to) => {
            onSaved(
              (
                await call('PUT /api/config/posts/:id', {
                  params: { id: postId },
                  body: { publicationState: to },
                  silent: true,
                })
              ).post,
            );
            const fresh = await fetchPost(postId);
            settings.afterMove(fresh);
            return { document: fresh.post, layout: fresh.layout };
          }}
          onBack={onBack}
          onReload={retry}
          tabs={(saveDraft) => [
            revisionsTab({
              layoutId: layout.id,
              pagePath: state.data.post.fullUrl,
              saveDraft,
              onRestored: retry,
            }),
          ]}
          renderSettings={(beforeSave) => (
            <PostForm
              key={settings.formKey}
              detail={settings.detail ?? state.data}
              permissions={permissions}
              onSaved={onSaved}
              onReload={retry}
              beforeSave={beforeSave}
            />
          )}
        />
      )}
    </CanvasOverlay>
  );
}
