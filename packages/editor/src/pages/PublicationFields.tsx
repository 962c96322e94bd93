import { ItemPublicationState, type Permission } from '@tessera/core';
import { Field } from '../ui/Field.tsx';
import { localTimeZone, toLocalInputValue } from '../ui/time.ts';
import { publicationChoices } from './publication.ts';

interface PublicationFieldsProps {
  /** The page or post as stored: its state is the first choice, core's moves from it the others */
  current: { publicationState: ItemPublicationState; publicationLabel: string };
  permissions: readonly Permission[];
  publicationState: ItemPublicationState;
  /** When Scheduled: the time as typed, a `datetime-local` value in the owner's time zone */
  publishAt: string;
  errors: Record<string, string>;
  onChange: (change: { publicationState?: ItemPublicationState; publishAt?: string }) => void;
}

/** The Publication select (core's moves for this account) and, when Scheduled, the time. */
export function PublicationFields(props: PublicationFieldsProps) {
  const { current, permissions, publicationState, publishAt, errors, onChange } = props;
  return (
    <>
      <Field label="Publication" error={errors.publicationState}>
        {(control) => (
          <select
            {...control}
            value={publicationState}
            onChange={(e) => onChange({ publicationState: Number(e.target.value) as ItemPublicationState })}
          >
            {publicationChoices(current, permissions).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {publicationState === ItemPublicationState.scheduled && (
        <Field label="Publish at" help={`In your time zone (${localTimeZone()}).`} error={errors.publishAt}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              min={toLocalInputValue(new Date().toISOString())}
              value={publishAt}
              onChange={(e) => onChange({ publishAt: e.target.value })}
            />
          )}
        </Field>
      )}
    </>
  );
}
