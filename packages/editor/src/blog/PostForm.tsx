import { ItemPublicationState, Permission, validateCategory, validateTag } from '@tessera/core';
import type { PostDetail, PostSummary } from '@tessera/site/api/routes.gen.ts';
import { type FormEvent, useRef, useState } from 'react';
import { AssetPicker } from '../pages/fields/AssetPicker.tsx';
import { SiteImagesProvider } from '../pages/fields/site-images.tsx';
import { PublicationFields } from '../pages/PublicationFields.tsx';
import { savedNotice, submitLabel } from '../pages/publication.ts';
import { Field } from '../ui/Field.tsx';
import { localTimeZone } from '../ui/time.ts';
import { useFocusFirstInvalid } from '../ui/use-save.tsx';
import { ChipsInput } from './ChipsInput.tsx';
import { changesBetween, draftFromDetail, hasChanges, type PostDraft } from './post-changes.ts';
import { savePostChanges } from './save-post.ts';

interface PostFormProps {
  detail: PostDetail;
  /** What the account may do: publish, or only save drafts and submit them for review */
  permissions: readonly Permission[];
  onSaved: (post: PostSummary) => void;
  /** Reads the post again from the server, dropping what was typed (after a conflict). */
  onReload: () => void;
  /** Saves what waits elsewhere first (the canvas's draft of the body); false when it could not */
  beforeSave?: () => Promise<boolean>;
}

interface Failure {
  message: string;
  fields: Record<string, string>;
  conflict: boolean;
}

export function PostForm({ detail, permissions, onSaved, onReload, beforeSave }: PostFormProps) {
  const canPublish = permissions.includes(Permission.publish);
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(detail);
  const [draft, setDraft] = useState(() => draftFromDetail(detail));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);

  useFocusFirstInvalid(formRef, failure?.fields ?? null);

  function edit(change: Partial<PostDraft>) {
    setDraft((current) => ({ ...current, ...change }));
    setNotice('');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The body first: a move to Available publishes the draft the server holds.
    if (beforeSave && !(await beforeSave())) {
      setFailure({
        message: 'The post’s body could not be saved; see the canvas.',
        fields: {},
        conflict: false,
      });
      return;
    }
    const changes = changesBetween(saved, draft, canPublish);
    if (!hasChanges(changes)) {
      setNotice(canPublish ? 'No changes to publish.' : 'No changes to save.');
      return;
    }
    setSaving(true);
    setNotice('');
    setFailure(null);
    const result = await savePostChanges(saved, changes);
    setSaving(false);
    setSaved(result.saved);
    if (result.saved !== saved) onSaved(result.saved.post);
    if (result.ok) {
      // The server's copy (trimmed names, sanitised body) is what the owner goes on editing.
      setDraft(draftFromDetail(result.saved));
      const { post, layout } = result.saved;
      setNotice(savedNotice(post.publicationState, post.publishAt, layout?.hasDraft ?? false));
    } else setFailure({ message: result.message, fields: result.fieldErrors, conflict: result.conflict });
  }

  const errors = failure?.fields ?? {};
  const text = (key: 'title' | 'urlId' | 'author', label: string, help?: string) => (
    <Field label={label} help={help} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          type="text"
          value={draft[key]}
          onChange={(e) => edit({ [key]: e.target.value })}
        />
      )}
    </Field>
  );
  return (
    <SiteImagesProvider>
      <form className="page-form post-form" onSubmit={handleSubmit} noValidate ref={formRef}>
        {failure && (
          <div className="form-alert" role="alert">
            <p>{failure.message}</p>
            {failure.conflict && (
              <button type="button" onClick={onReload}>
                Reload post
              </button>
            )}
          </div>
        )}
        {text('title', 'Title')}
        {text('urlId', 'URL', `Its address: ${saved.post.fullUrl}`)}
        <Field label="Excerpt" help="Shown in the blog’s list and to search engines." error={errors.excerpt}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={draft.excerpt}
              onChange={(e) => edit({ excerpt: e.target.value })}
            />
          )}
        </Field>
        {text('author', 'Author')}
        <ChipsInput
          label="Tags"
          noun="tag"
          help="At most 50 characters each. Each tag has its page on the blog."
          error={errors.tags}
          values={draft.tags}
          onChange={(tags) => edit({ tags })}
          validate={validateTag}
        />
        <ChipsInput
          label="Categories"
          noun="category"
          help="At most 25 characters each."
          error={errors.categories}
          values={draft.categories}
          onChange={(categories) => edit({ categories })}
          validate={validateCategory}
        />
        <AssetPicker
          label="Featured image"
          error={errors.imageId}
          value={draft.image}
          onChange={(image) => edit({ image })}
        />
        {draft.image && (
          <button type="button" className="link-button" onClick={() => edit({ image: null })}>
            Remove the featured image
          </button>
        )}
        <PublicationFields
          current={saved.post}
          permissions={permissions}
          publicationState={draft.publicationState}
          publishAt={draft.publishAt}
          errors={errors}
          onChange={edit}
        />
        {draft.publicationState !== ItemPublicationState.scheduled && (
          <Field
            label="Publish date"
            help={`The date the post shows, in your time zone (${localTimeZone()}). Left empty, it is the day it is published.`}
            error={errors.publishedAt}
          >
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                value={draft.publishedAt}
                onChange={(e) => edit({ publishedAt: e.target.value })}
              />
            )}
          </Field>
        )}
        <div className="form-actions">
          <button type="submit" className="primary" disabled={saving}>
            {saving ? 'Saving…' : submitLabel(canPublish, draft.publicationState)}
          </button>
          <p role="status" className="save-status">
            {notice}
          </p>
        </div>
      </form>
    </SiteImagesProvider>
  );
}
