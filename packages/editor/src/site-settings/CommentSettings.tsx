// Comments on blog posts, in the site settings: on or off, held for approval (the default) or shown
// at once, the site's captcha, and a comment provider (Disqus) whose thread replaces ours.
import type { SiteSettings } from '@tessera/site/api/routes.gen.ts';
import { CheckboxField, TextField } from '../ui/Field.tsx';

type CommentFields = Pick<
  SiteSettings,
  'commentsEnabled' | 'commentsModerated' | 'commentsCaptcha' | 'commentProviderShortname'
>;

interface CommentSettingsProps {
  draft: CommentFields;
  errors: Record<string, string>;
  onChange: (change: Partial<CommentFields>) => void;
}

export function CommentSettings({ draft, errors, onChange }: CommentSettingsProps) {
  return (
    <fieldset className="field-group">
      <legend>Comments</legend>
      <CheckboxField
        label="Readers may comment on blog posts"
        error={errors.commentsEnabled}
        checked={draft.commentsEnabled}
        onChange={(commentsEnabled) => onChange({ commentsEnabled })}
      />
      <CheckboxField
        label="Hold comments for approval"
        help="Moderators approve each comment in the Comments screen before readers see it. Moderators, editors, admins and commenters are never held."
        error={errors.commentsModerated}
        checked={draft.commentsModerated}
        onChange={(commentsModerated) => onChange({ commentsModerated })}
      />
      <CheckboxField
        label="Ask commenters for the captcha"
        help="The captcha chosen on the Forms screen."
        error={errors.commentsCaptcha}
        checked={draft.commentsCaptcha}
        onChange={(commentsCaptcha) => onChange({ commentsCaptcha })}
      />
      <TextField
        label="Disqus shortname"
        help="Set it to show Disqus threads in place of the site’s own comments, and their counts on the blog’s lists; leave it empty for the site’s own."
        error={errors.commentProviderShortname}
        value={draft.commentProviderShortname ?? ''}
        onChange={(name) => onChange({ commentProviderShortname: name.trim() === '' ? null : name })}
      />
    </fieldset>
  );
}
