// The announcement bar's settings: whether it shows, its text, its link, and whether visitors may
// close it (closed, it stays closed for them until the bar is saved again).

import { type BodyOf, call } from '@tessera/site/api/call.ts';
import { CheckboxField, TextField } from '../ui/Field.tsx';
import { OverlaySettingsScreen } from './OverlaySettingsScreen.tsx';

// Read afresh when the screen opens and saved from the revision read (409 when changed since);
// `silent`: a failure is shown on the screen, not as the system dialog.
const fetchSettings = () => call('GET /api/config/announcement-bar', { silent: true });
const saveSettings = (settings: BodyOf<'PUT /api/config/announcement-bar'>) =>
  call('PUT /api/config/announcement-bar', { body: settings, silent: true });

export function AnnouncementBarScreen({ onBack, onSaved }: { onBack: () => void; onSaved: () => void }) {
  return (
    <OverlaySettingsScreen
      title="Announcement bar"
      what="announcement bar"
      intro={
        <p className="panel-note">A line at the top of every page. You always see it while signed in.</p>
      }
      onBack={onBack}
      onSaved={onSaved}
      fetch={fetchSettings}
      save={saveSettings}
    >
      {({ form, set, errors }) => (
        <>
          <CheckboxField
            label="Show an announcement bar"
            checked={form.enabled}
            error={errors.enabled}
            onChange={(checked) => set('enabled', checked)}
          />
          <TextField
            label="Announcement"
            value={form.text}
            error={errors.text}
            onChange={(value) => set('text', value)}
            rows={2}
          />
          <TextField
            label="Link"
            help="A page of this site (/shop) or a web address (https://…). Left empty: no link."
            value={form.linkUrl}
            error={errors.linkUrl}
            onChange={(value) => set('linkUrl', value)}
          />
          <TextField
            label="Link text"
            help="Left empty, the whole announcement is the link."
            value={form.linkText}
            error={errors.linkText}
            onChange={(value) => set('linkText', value)}
          />
          <CheckboxField
            label="Visitors can close it"
            help="Closed, it stays closed for them until you save it again."
            checked={form.dismissible}
            error={errors.dismissible}
            onChange={(checked) => set('dismissible', checked)}
          />
        </>
      )}
    </OverlaySettingsScreen>
  );
}
