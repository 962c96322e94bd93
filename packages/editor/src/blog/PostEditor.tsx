import type { Permission } from '@tessera/core';
import type { PostSummary } from '@tessera/site/blog-api.ts';
import { useCallback } from 'react';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { fetchPost } from './blog-api.ts';
import { PostForm } from './PostForm.tsx';

interface PostEditorProps {
  postId: string;
  /** The blog's name, for the way back */
  blogTitle: string;
  permissions: readonly Permission[];
  onBack: () => void;
  onSaved: (post: PostSummary) => void;
}

export function PostEditor({ postId, blogTitle, permissions, onBack, onSaved }: PostEditorProps) {
  const fetcher = useCallback(() => fetchPost(postId), [postId]);
  const { state, retry } = useRemoteData(fetcher);
  return (
    <PanelScreen backLabel={`← Back to ${blogTitle}`} onBack={onBack} title="Edit post">
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading post…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <PostForm
          key={`${state.data.post.id}:${state.data.layout?.version}`}
          detail={state.data}
          permissions={permissions}
          onSaved={onSaved}
          onReload={retry}
        />
      )}
    </PanelScreen>
  );
}
