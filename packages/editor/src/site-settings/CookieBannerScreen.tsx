// The cookie banner's settings (spec: every banner setting, saved from its version): whether it shows,
// its text and buttons, what visitors may choose, how and where it looks, and the cookie policy. While
// this screen is open the site in the frame shows the banner even where a choice is stored (the
// 'force' event), so the owner sees what visitors see; the consent log is one button away.
import {
  COOKIE_BANNER_DEFAULT_TEXTS,
  type CookieBannerApiForm,
  cookieBannerSettingsFromApi,
  cookieBannerSettingsToApi,
} from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { CookieBannerSettingsView } from '@tessera/site/api/routes.gen.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { RichTextField } from '../pages/fields/FieldsEditor.tsx';
import { Choices, type Option } from '../ui/Choices.tsx';
import { CheckboxField, Field, FormAlert, TextField } from '../ui/Field.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { SaveActions, useSave } from '../ui/use-save.tsx';
import { ConsentLogScreen } from './ConsentLogScreen.tsx';

const STALE = 'The cookie banner settings were changed elsewhere. Reload to see the latest version.';

const ACCEPT_TYPES: Option<CookieBannerApiForm['cookieBannerAcceptType']>[] = [
  { value: 'OPT_IN', label: 'Accept only (opt in)' },
  { value: 'OPT_IN_AND_OUT', label: 'Accept or decline (opt in and out)' },
];
const VARIANTS: Option<CookieBannerApiForm['cookieBannerVariant']>[] = [
  { value: 'BAR', label: 'Bar across the page' },
  { value: 'POPUP', label: 'Popup in a corner' },
];
const BAR_POSITIONS: Option<CookieBannerApiForm['cookieBannerPosition']>[] = [
  { value: 'TOP', label: 'Top' },
  { value: 'BOTTOM', label: 'Bottom' },
];
const POPUP_POSITIONS: Option<CookieBannerApiForm['cookieBannerPosition']>[] = [
  { value: 'TOP_LEFT', label: 'Top left' },
  { value: 'TOP_RIGHT', label: 'Top right' },
  { value: 'BOTTOM_LEFT', label: 'Bottom left' },
  { value: 'BOTTOM_RIGHT', label: 'Bottom right' },
];
const THEMES: Option<CookieBannerApiForm['cookieBannerTheme']>[] = [
  { value: 'LIGHT', label: 'Light' },
  { value: 'DARK', label: 'Dark' },
];
const CTA_VARIANTS: Option<CookieBannerApiForm['cookieBannerCtaVariant']>[] = [
  { value: 'TEXT', label: 'Text' },
  { value: 'BUTTON', label: 'Buttons' },
  { value: 'ICON', label: 'Icons (the words read out)' },
];

interface CookieBannerScreenProps {
  onBack: () => void;
  /** Saved: the frame loads the page again to show it */
  onSaved: () => void;
  /** The frame shows the banner whatever was chosen while this is true */
  onForceBanner: (forced: boolean) => void;
}

// `silent`: every failure is shown on the screen it came from, not as the system dialog.
const fetchCookieBanner = () => call('GET /api/config/cookie-banner', { silent: true });

export function CookieBannerScreen({ onBack, onSaved, onForceBanner }: CookieBannerScreenProps) {
  const { state, retry } = useRemoteData(fetchCookieBanner);
  const [logOpen, setLogOpen] = useState(false);
  // Only when the screen opens and closes: the owner sees the banner while editing it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening and closing only
  useEffect(() => {
    onForceBanner(true);
    return () => onForceBanner(false);
  }, []);

  if (logOpen) return <ConsentLogScreen onBack={() => setLogOpen(false)} />;
  return (
    <PanelScreen backLabel="← Back to site" onBack={onBack} title="Cookie banner">
      <p className="panel-note">
        While this screen is open, the site beside it shows the banner even if you have already chosen.
      </p>
      <button type="button" onClick={() => setLogOpen(true)}>
        Consent log
      </button>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the cookie banner…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <CookieBannerForm key={state.data.version} stored={state.data} onReload={retry} onSaved={onSaved} />
      )}
    </PanelScreen>
  );
}

function CookieBannerForm(props: {
  stored: CookieBannerSettingsView;
  onReload: () => void;
  onSaved: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { state, save, touched, errors } = useSave<CookieBannerSettingsView>(formRef);
  const [form, setForm] = useState(props.stored);
  const [stale, setStale] = useState(false);

  /** A change of one setting, through core's rules: a new variant takes a position it has. */
  function set<K extends keyof CookieBannerApiForm>(key: K, value: CookieBannerApiForm[K]) {
    setForm((current) => {
      const { version, ...fields } = { ...current, [key]: value };
      const normalised = cookieBannerSettingsToApi(cookieBannerSettingsFromApi(fields));
      // Texts stay as typed (an empty one shows its default only once saved).
      return {
        ...normalised,
        cookieBannerText: fields.cookieBannerText,
        cookieBannerCtaText: fields.cookieBannerCtaText,
        cookieBannerOptOutCtaText: fields.cookieBannerOptOutCtaText,
        version,
      };
    });
    touched();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setStale(false);
    const saved = await save(async () => {
      try {
        // Saved from the version read (409 when changed since); the answer is the settings as saved.
        return await call('PUT /api/config/cookie-banner', { body: form, silent: true });
      } catch (error) {
        if (error instanceof DataLayerError && error.status === 409) setStale(true);
        throw error;
      }
    });
    if (!saved) return;
    setForm(saved);
    props.onSaved();
  }

  const decline = form.cookieBannerAcceptType === 'OPT_IN_AND_OUT';
  const section = (title: string, children: ReactNode) => (
    <>
      <h3 className="form-section-heading">{title}</h3>
      {children}
    </>
  );
  return (
    <form ref={formRef} className="panel-form" onSubmit={submit} aria-label="Cookie banner settings">
      <CheckboxField
        label="Show a cookie banner"
        checked={form.isCookieBannerEnabled}
        error={errors.isCookieBannerEnabled}
        onChange={(checked) => set('isCookieBannerEnabled', checked)}
      />
      {section(
        'What it says',
        <>
          <RichTextField
            label="Banner text"
            help="Left empty, the banner says what most sites say about cookies."
            error={errors.cookieBannerText}
            value={form.cookieBannerText}
            onChange={(html) => set('cookieBannerText', html)}
          />
          <Choices
            legend="Visitors can"
            options={ACCEPT_TYPES}
            value={form.cookieBannerAcceptType}
            error={errors.cookieBannerAcceptType}
            onChange={(value) => set('cookieBannerAcceptType', value)}
          />
          <TextField
            label="Accept button text"
            help={`Left empty: ${COOKIE_BANNER_DEFAULT_TEXTS.accept}`}
            value={form.cookieBannerCtaText}
            error={errors.cookieBannerCtaText}
            onChange={(value) => set('cookieBannerCtaText', value)}
          />
          {decline && (
            <TextField
              label="Decline button text"
              help={`Left empty: ${COOKIE_BANNER_DEFAULT_TEXTS.decline}`}
              value={form.cookieBannerOptOutCtaText}
              error={errors.cookieBannerOptOutCtaText}
              onChange={(value) => set('cookieBannerOptOutCtaText', value)}
            />
          )}
        </>,
      )}
      {section(
        'How it looks',
        <>
          <Choices
            legend="Style"
            options={VARIANTS}
            value={form.cookieBannerVariant}
            error={errors.cookieBannerVariant}
            onChange={(value) => set('cookieBannerVariant', value)}
          />
          <Field label="Position" error={errors.cookieBannerPosition}>
            {(control) => (
              <select
                {...control}
                value={form.cookieBannerPosition}
                onChange={(event) =>
                  set(
                    'cookieBannerPosition',
                    event.target.value as CookieBannerApiForm['cookieBannerPosition'],
                  )
                }
              >
                {(form.cookieBannerVariant === 'POPUP' ? POPUP_POSITIONS : BAR_POSITIONS).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Choices
            legend="Theme"
            options={THEMES}
            value={form.cookieBannerTheme}
            error={errors.cookieBannerTheme}
            onChange={(value) => set('cookieBannerTheme', value)}
          />
          <Choices
            legend="Buttons shown as"
            options={CTA_VARIANTS}
            value={form.cookieBannerCtaVariant}
            error={errors.cookieBannerCtaVariant}
            onChange={(value) => set('cookieBannerCtaVariant', value)}
          />
        </>,
      )}
      {section(
        'Cookies and visitor data',
        <>
          <CheckboxField
            label="Restrictive cookie policy"
            help="No visitor tracking cookie is set until the visitor accepts (without a banner: never)."
            checked={form.isRestrictiveCookiePolicyEnabled}
            error={errors.isRestrictiveCookiePolicyEnabled}
            onChange={(checked) => set('isRestrictiveCookiePolicyEnabled', checked)}
          />
          <CheckboxField
            label="Disable analytics cookies"
            help="No visitor tracking cookie is set, whatever visitors choose."
            checked={form.isAnalyticsCookiesDisabled}
            error={errors.isAnalyticsCookiesDisabled}
            onChange={(checked) => set('isAnalyticsCookiesDisabled', checked)}
          />
          <CheckboxField
            label="Restrict visitor data"
            help="Keeps visitors out of the activity log."
            checked={form.isVisitorDataRestricted}
            error={errors.isVisitorDataRestricted}
            onChange={(checked) => set('isVisitorDataRestricted', checked)}
          />
        </>,
      )}
      {stale && (
        <div role="alert" className="form-alert">
          {STALE}{' '}
          <button type="button" onClick={props.onReload}>
            Reload
          </button>
        </div>
      )}
      {!stale && state.status === 'failed' && <FormAlert message={state.message} />}
      <SaveActions state={state} label="Save cookie banner" />
    </form>
  );
}
