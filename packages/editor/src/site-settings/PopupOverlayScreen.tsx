// The popup overlay's settings (spec: style, position, enable on mobile, version, show until sign-up,
// display frequency in days, -1 never again) and what it offers: the site's newsletter sign-up or a
// button. "Preview" opens it in the site beside the panel whatever your own browser remembers.
import { POPUP_OVERLAY_POSITIONS, type PopupOverlayPosition, type PopupOverlayStyle } from '@tessera/core';
import { type BodyOf, call } from '@tessera/site/api/call.ts';
import type { MailingListSummary } from '@tessera/site/api/routes.gen.ts';
import { fetchLists } from '../newsletters/lists-api.ts';
import { Choices, type Option } from '../ui/Choices.tsx';
import { CheckboxField, Field, TextField } from '../ui/Field.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { OverlaySettingsScreen } from './OverlaySettingsScreen.tsx';

// Read afresh when the screen opens and saved from the revision read (409 when changed since);
// `silent`: a failure is shown on the screen, not as the system dialog.
const fetchSettings = () => call('GET /api/config/popup-overlay', { silent: true });
const saveSettings = (settings: BodyOf<'PUT /api/config/popup-overlay'>) =>
  call('PUT /api/config/popup-overlay', { body: settings, silent: true });

const STYLES: Option<PopupOverlayStyle>[] = [
  { value: 'LIGHT', label: 'Light' },
  { value: 'DARK', label: 'Dark' },
];
const CONTENTS: Option<'SIGNUP' | 'BUTTON'>[] = [
  { value: 'SIGNUP', label: 'Newsletter sign-up' },
  { value: 'BUTTON', label: 'A button to a page' },
];

/** 'BOTTOM_RIGHT' → 'Bottom right' */
const positionLabel = (position: PopupOverlayPosition) =>
  position.charAt(0) + position.slice(1).toLowerCase().replace('_', ' ');

function whole(text: string, fallback: number): number {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) ? value : fallback;
}

export function PopupOverlayScreen({
  onBack,
  onSaved,
  onPreview,
}: {
  onBack: () => void;
  onSaved: () => void;
  /** Opens the popup in the frame's page */
  onPreview: () => void;
}) {
  const lists = useRemoteData(fetchLists);
  return (
    <OverlaySettingsScreen
      title="Popup"
      what="popup"
      intro={
        <p>
          <button type="button" onClick={onPreview}>
            Preview the popup
          </button>{' '}
          {/* Page type 104: the popup as a page of its own, shown to the owner even while it is off. */}
          <a href="/popup-overlay?noredirect=1" target="_blank" rel="noopener">
            Open it as a page (new tab)
          </a>
        </p>
      }
      onBack={onBack}
      onSaved={onSaved}
      fetch={fetchSettings}
      save={saveSettings}
    >
      {({ form, set, errors }) => (
        <>
          <CheckboxField
            label="Show a popup"
            checked={form.enabled}
            error={errors.enabled}
            onChange={(checked) => set('enabled', checked)}
          />
          <h3 className="form-section-heading">What it says</h3>
          <TextField
            label="Title"
            value={form.title}
            error={errors.title}
            onChange={(value) => set('title', value)}
          />
          <TextField
            label="Text"
            value={form.text}
            error={errors.text}
            onChange={(value) => set('text', value)}
            rows={3}
          />
          <Choices
            legend="It offers"
            options={CONTENTS}
            value={form.content}
            error={errors.content}
            onChange={(value) => set('content', value)}
          />
          {form.content === 'SIGNUP' ? (
            <Field
              label="Mailing list"
              error={errors.listId}
              help={lists.state.status === 'failed' ? lists.state.message : undefined}
            >
              {(control) => (
                <select
                  {...control}
                  value={form.listId}
                  onChange={(event) => set('listId', event.target.value)}
                >
                  <option value="">Choose a list</option>
                  {(lists.state.status === 'ready' ? lists.state.data : ([] as MailingListSummary[])).map(
                    (list) => (
                      <option key={list.id} value={list.id}>
                        {list.name}
                      </option>
                    ),
                  )}
                </select>
              )}
            </Field>
          ) : (
            <TextField
              label="Button link"
              help="A page of this site (/shop) or a web address (https://…)."
              value={form.buttonUrl}
              error={errors.buttonUrl}
              onChange={(value) => set('buttonUrl', value)}
            />
          )}
          <TextField
            label="Button text"
            value={form.buttonText}
            error={errors.buttonText}
            onChange={(value) => set('buttonText', value)}
          />
          <h3 className="form-section-heading">How it looks</h3>
          <Choices
            legend="Style"
            options={STYLES}
            value={form.style}
            error={errors.style}
            onChange={(value) => set('style', value)}
          />
          <Field label="Position" error={errors.position}>
            {(control) => (
              <select
                {...control}
                value={form.position}
                onChange={(event) => set('position', event.target.value as PopupOverlayPosition)}
              >
                {POPUP_OVERLAY_POSITIONS.map((position) => (
                  <option key={position} value={position}>
                    {positionLabel(position)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <CheckboxField
            label="Show on phones"
            help="Off: visitors on screens up to 432 px wide never see it."
            checked={form.enableMobile}
            error={errors.enableMobile}
            onChange={(checked) => set('enableMobile', checked)}
          />
          <h3 className="form-section-heading">When it shows</h3>
          <Field
            label="Show again after (days)"
            help="Days after a visitor closes it before it shows again: 0 on their next page, -1 never again."
            error={errors.displayFrequency}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                min={-1}
                step={1}
                value={form.displayFrequency}
                onChange={(event) =>
                  set('displayFrequency', whole(event.target.value, form.displayFrequency))
                }
              />
            )}
          </Field>
          <CheckboxField
            label="Stop showing it once a visitor signs up"
            checked={form.showUntilSignup}
            error={errors.showUntilSignup}
            onChange={(checked) => set('showUntilSignup', checked)}
          />
          <Field
            label="Version"
            help="Raise it to show the popup again to everyone who closed it or signed up."
            error={errors.version}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                step={1}
                value={form.version}
                onChange={(event) => set('version', whole(event.target.value, form.version))}
              />
            )}
          </Field>
        </>
      )}
    </OverlaySettingsScreen>
  );
}
