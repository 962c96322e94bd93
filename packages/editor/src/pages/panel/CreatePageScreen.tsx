// "New page": a title, a section template to start from and where the page is linked (not linked
// unless chosen). The page is made Hidden; it opens in the editor at once.
import { type BodyOf, call } from '@tessera/site/api/call.ts';
import type { PageSummary } from '@tessera/site/api/routes.gen.ts';
import { PAGE_TEMPLATE_CHOICES } from '@tessera/site/page-templates.ts';
import { type FormEvent, useRef, useState } from 'react';
import { Field, FieldGroup } from '../../ui/Field.tsx';
import { PanelScreen } from '../../ui/PanelScreen.tsx';
import { saveNotice, useSave } from '../../ui/use-save.tsx';

type NewPage = BodyOf<'POST /api/config/pages'>;

const PLACEMENTS: { value: PageSummary['navigation']; label: string }[] = [
  { value: 'none', label: 'Not linked' },
  { value: 'main', label: 'Main navigation' },
  { value: 'footer', label: 'Footer navigation' },
];

interface CreatePageScreenProps {
  onBack: () => void;
  onCreated: (page: PageSummary) => void;
}

export function CreatePageScreen({ onBack, onCreated }: CreatePageScreenProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [input, setInput] = useState<NewPage>({ title: '', template: 'blank', navigation: 'none' });
  const { state, save, touched, errors } = useSave<PageSummary>(formRef);

  function edit(change: Partial<NewPage>) {
    setInput((current) => ({ ...current, ...change }));
    touched();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const page = await save(
      async () => (await call('POST /api/config/pages', { body: input, silent: true })).page,
    );
    if (page) onCreated(page);
  }

  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="New page">
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="New page">
        {state.status === 'failed' && (
          <div className="form-alert" role="alert">
            <p>{state.message}</p>
          </div>
        )}
        <Field label="Page title" error={errors.title}>
          {(control) => (
            <input
              {...control}
              type="text"
              value={input.title}
              onChange={(e) => edit({ title: e.target.value })}
            />
          )}
        </Field>
        <FieldGroup legend="Start from" error={errors.template} className="template-options">
          {PAGE_TEMPLATE_CHOICES.map(({ id, label, description }) => (
            <label key={id}>
              <input
                type="radio"
                name="template"
                value={id}
                checked={input.template === id}
                onChange={() => edit({ template: id })}
              />{' '}
              {label} — {description}
            </label>
          ))}
        </FieldGroup>
        <FieldGroup legend="Link it in" error={errors.navigation} className="placement-options">
          {PLACEMENTS.map((placement) => (
            <label key={placement.value}>
              <input
                type="radio"
                name="navigation"
                value={placement.value}
                checked={input.navigation === placement.value}
                onChange={() => edit({ navigation: placement.value })}
              />{' '}
              {placement.label}
            </label>
          ))}
        </FieldGroup>
        <p className="panel-note">New pages start Hidden: visitors see them once you publish them.</p>
        <div className="form-actions">
          <button type="submit" className="primary" disabled={state.status === 'saving'}>
            {state.status === 'saving' ? 'Creating…' : 'Create page'}
          </button>
          <p role="status" className="save-status">
            {state.status === 'saving' ? saveNotice(state) : ''}
          </p>
        </div>
      </form>
    </PanelScreen>
  );
}
