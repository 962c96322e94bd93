// The mobile information bar's settings: its style (none 1, light 2, dark 3) and the four details it
// shows at widths of 1024 px or less, each a link (call, write, the map, the hours' page).

import { InfoBarStyle } from '@tessera/core';
import { type BodyOf, call } from '@tessera/site/api/call.ts';
import { Choices, type Option } from '../ui/Choices.tsx';
import { TextField } from '../ui/Field.tsx';
import { OverlaySettingsScreen } from './OverlaySettingsScreen.tsx';

// Read afresh when the screen opens and saved from the revision read (409 when changed since);
// `silent`: a failure is shown on the screen, not as the system dialog.
const fetchSettings = () => call('GET /api/config/mobile-info-bar', { silent: true });
const saveSettings = (settings: BodyOf<'PUT /api/config/mobile-info-bar'>) =>
  call('PUT /api/config/mobile-info-bar', { body: settings, silent: true });

const STYLES: Option<InfoBarStyle>[] = [
  { value: InfoBarStyle.none, label: 'None (no bar)' },
  { value: InfoBarStyle.light, label: 'Light' },
  { value: InfoBarStyle.dark, label: 'Dark' },
];

export function MobileInfoBarScreen({ onBack, onSaved }: { onBack: () => void; onSaved: () => void }) {
  return (
    <OverlaySettingsScreen
      title="Mobile info bar"
      what="mobile info bar"
      intro={
        <p className="panel-note">
          Shown on phones and tablets (1024 px wide or less). Narrow the preview to see it.
        </p>
      }
      onBack={onBack}
      onSaved={onSaved}
      fetch={fetchSettings}
      save={saveSettings}
    >
      {({ form, set, errors }) => (
        <>
          <Choices
            legend="Style"
            options={STYLES}
            value={form.style}
            error={errors.style}
            onChange={(value) => set('style', value)}
          />
          <TextField
            label="Phone"
            help="Visitors tap it to call."
            value={form.phone}
            error={errors.phone}
            onChange={(value) => set('phone', value)}
          />
          <TextField
            label="Email"
            help="Visitors tap it to write."
            value={form.email}
            error={errors.email}
            onChange={(value) => set('email', value)}
          />
          <TextField
            label="Location"
            help="An address: visitors tap it for the map."
            value={form.location}
            error={errors.location}
            onChange={(value) => set('location', value)}
          />
          <TextField
            label="Hours"
            help="As you would write them: Tue–Sat 10–18."
            value={form.hours}
            error={errors.hours}
            onChange={(value) => set('hours', value)}
          />
          <TextField
            label="Hours link"
            help="A page of this site (/visit) or a web address. Left empty: the location’s map."
            value={form.hoursUrl}
            error={errors.hoursUrl}
            onChange={(value) => set('hoursUrl', value)}
          />
        </>
      )}
    </OverlaySettingsScreen>
  );
}
