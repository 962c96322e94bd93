import { call } from '@tessera/site/api/call.ts';
import type { BlogSummary } from '@tessera/site/api/routes.gen.ts';
import { type FormEvent, useState } from 'react';
import { failureMessage, fieldFailures } from '../errors.ts';
import { Field } from '../ui/Field.tsx';

interface BlogSettingsFormProps {
  blog: BlogSummary;
  onSaved: (blog: BlogSummary) => void;
}

/** The blog's post URL format; the server sanitises it (core's sanitizeBlogUrlTemplate) and says what it kept. */
export function BlogSettingsForm({ blog, onSaved }: BlogSettingsFormProps) {
  const [template, setTemplate] = useState(blog.postUrlTemplate);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    setNotice('');
    try {
      const { blog: saved } = await call('PUT /api/config/blogs/:id', {
        params: { id: blog.id },
        body: { postUrlTemplate: template },
        silent: true,
      });
      setTemplate(saved.postUrlTemplate);
      setNotice(`Saved as ${saved.postUrlTemplate}.`);
      onSaved(saved);
    } catch (failure) {
      setError(fieldFailures(failure).postUrlTemplate ?? failureMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <details className="blog-settings">
      <summary>Blog settings</summary>
      <form onSubmit={handleSubmit} noValidate>
        <Field
          label="Post URL format"
          help={`After ${blog.fullUrl}/: %y year, %m month, %d day, %t the post’s URL. For example %y/%m/%d/%t.`}
          error={error}
        >
          {(control) => (
            <input {...control} type="text" value={template} onChange={(e) => setTemplate(e.target.value)} />
          )}
        </Field>
        <div className="form-actions">
          <button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save format'}
          </button>
          <p role="status" className="save-status">
            {notice}
          </p>
        </div>
      </form>
    </details>
  );
}
