// Who can open a file (issue 31): anyone with its address, or members of the chosen member areas
// only. Shown in the file's row; Escape or Cancel closes it without a change.
import { MEMBERS_ONLY_FILE_MESSAGES } from '@tessera/core';
import type { BodyOf } from '@tessera/site/api/call.ts';
import type { AssetFile, MemberAreaChoice } from '@tessera/site/api/routes.gen.ts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { failureMessage, fieldFailures } from '../errors.ts';
import { Choices } from '../ui/Choices.tsx';
import { FieldGroup } from '../ui/Field.tsx';

type Audience = 'anyone' | 'members';

/** Who can open a file: members of these areas only (at least one), or (null) anyone with its address. */
export type FileAudience = BodyOf<'PUT /api/config/files/:id/members-only'>['areaIds'] | null;

interface FileAccessFormProps {
  file: AssetFile;
  areas: readonly MemberAreaChoice[];
  /** Saves who can open it: the areas' ids, or null for anyone; rejects with the server's refusal */
  onSave: (areaIds: FileAudience) => Promise<void>;
  onClose: () => void;
}

export function FileAccessForm({ file, areas, onSave, onClose }: FileAccessFormProps) {
  const [audience, setAudience] = useState<Audience>(file.memberAreaIds ? 'members' : 'anyone');
  // Areas deleted since the file was marked are not offered: saving drops them.
  const [chosen, setChosen] = useState<string[]>(() =>
    areas.filter((area) => file.memberAreaIds?.includes(area.id)).map((area) => area.id),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Opening puts the keyboard on the choice already made.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, []);

  // A refusal moves focus to the areas, where its message is.
  useEffect(() => {
    if (error) formRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
  }, [error]);

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((c) => c !== id)));

  /** What the choice saves; undefined while members only has no area chosen. */
  function chosenAudience(): FileAudience | undefined {
    if (audience === 'anyone') return null;
    const [first, ...others] = chosen;
    return first === undefined ? undefined : [first, ...others];
  }

  async function save() {
    const areaIds = chosenAudience();
    if (areaIds === undefined) {
      setError(MEMBERS_ONLY_FILE_MESSAGES.areasRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(areaIds);
    } catch (failure) {
      setError(fieldFailures(failure).areaIds ?? failureMessage(failure));
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape') return;
    // Escape closes this form only, not the panel around it.
    event.stopPropagation();
    onClose();
  }

  return (
    <form
      ref={formRef}
      className="file-access"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Choices<Audience>
        legend={`Who can open ${file.title}`}
        options={[
          { value: 'anyone', label: 'Anyone with its address' },
          { value: 'members', label: 'Members only' },
        ]}
        value={audience}
        error={undefined}
        onChange={(value) => {
          setAudience(value);
          setError(null);
        }}
      />
      {audience === 'members' &&
        (areas.length === 0 ? (
          <p className="field-help">
            This site has no member areas yet. Make one on the Members screen, then choose it here.
          </p>
        ) : (
          <FieldGroup
            legend="Members of"
            help="Only members signed in to one of these areas can open it, on any page; anyone else gets “not found”. You and the site’s contributors always can."
          >
            {areas.map((area) => (
              <div key={area.id} className="field field-inline">
                <input
                  id={`file-${file.id}-area-${area.id}`}
                  type="checkbox"
                  checked={chosen.includes(area.id)}
                  onChange={(event) => {
                    toggle(area.id, event.target.checked);
                    setError(null);
                  }}
                />
                <label htmlFor={`file-${file.id}-area-${area.id}`}>{area.name}</label>
              </div>
            ))}
          </FieldGroup>
        ))}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="file-actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save who can open it'}
        </button>
        <button type="button" disabled={busy} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
