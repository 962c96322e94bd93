// A member area's form: name, description and the pages it protects (free access for now).
import { call } from '@tessera/site/api/call.ts';
import type { MemberAreaSummary, PageSummary } from '@tessera/site/api/routes.gen.ts';
import { useRef, useState } from 'react';
import { FieldGroup, TextField } from '../ui/Field.tsx';
import { SaveActions, useSave } from '../ui/use-save.tsx';

interface AreaFormProps {
  area: MemberAreaSummary | null;
  pages: readonly PageSummary[];
  /** With the saved area's name, or null when cancelled */
  onDone: (saved: string | null) => void;
}

export function AreaForm({ area, pages, onDone }: AreaFormProps) {
  const [name, setName] = useState(area?.name ?? '');
  const [description, setDescription] = useState(area?.description ?? '');
  const [protectedIds, setProtectedIds] = useState<string[]>(area?.collectionIds ?? []);
  const formRef = useRef<HTMLFormElement>(null);
  const { state, save, touched, errors } = useSave<void>(formRef);

  const toggle = (id: string, on: boolean) => {
    setProtectedIds((current) => (on ? [...current, id] : current.filter((c) => c !== id)));
    touched();
  };

  return (
    <form
      ref={formRef}
      className="panel-form"
      aria-labelledby="member-area-form-title"
      onSubmit={async (event) => {
        event.preventDefault();
        const body = { name, description, collectionIds: protectedIds };
        const saved = await save(async () => {
          if (area)
            await call('PUT /api/config/member-areas/:id', { params: { id: area.id }, body, silent: true });
          else await call('POST /api/config/member-areas', { body, silent: true });
        });
        // A refused save answers null (its messages show beside the fields); a saved one, undefined.
        if (saved !== null) onDone(name.trim());
      }}
    >
      <h4 id="member-area-form-title" className="form-section-heading">
        {area ? `Edit ${area.name}` : 'New member area'}
      </h4>
      <TextField
        label="Name"
        value={name}
        error={errors.name}
        onChange={(value) => {
          setName(value);
          touched();
        }}
      />
      <TextField
        label="Description"
        rows={2}
        value={description}
        error={errors.description}
        onChange={(value) => {
          setDescription(value);
          touched();
        }}
      />
      <FieldGroup
        legend="Pages it protects"
        help="Only its members see these pages."
        error={errors.collectionIds}
      >
        {pages.map((page) => (
          <div key={page.id} className="field field-inline">
            <input
              id={`protect-${page.id}`}
              type="checkbox"
              checked={protectedIds.includes(page.id)}
              onChange={(event) => toggle(page.id, event.target.checked)}
            />
            <label htmlFor={`protect-${page.id}`}>{page.title}</label>
          </div>
        ))}
      </FieldGroup>
      <p className="panel-note">Access: free (paid access comes with the store’s memberships).</p>
      <SaveActions state={state} label={area ? 'Save member area' : 'Create member area'} />
      <button type="button" onClick={() => onDone(null)}>
        Cancel
      </button>
    </form>
  );
}
