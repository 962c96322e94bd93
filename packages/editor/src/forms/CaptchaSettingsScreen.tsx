// The site's captcha for its forms: ALTCHA (built in: a small puzzle the visitor's browser solves,
// no third party), or reCAPTCHA, hCaptcha or Turnstile with the keys their dashboards give. The
// secret key is write-only: the screen shows that one is kept, and a new one replaces it.
import { isMaskedPasswordPlaceholder, maskedPasswordPlaceholder } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { CaptchaSettings } from '@tessera/site/api/routes.gen.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { useId, useRef, useState } from 'react';
import { Field, FieldGroup, FormAlert, TextField } from '../ui/Field.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { StaleAlert } from '../ui/StaleAlert.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { SaveActions, useSave } from '../ui/use-save.tsx';

const STALE = 'The captcha settings were changed elsewhere. Reload to see the latest version.';

const PROVIDERS: { value: CaptchaSettings['provider']; label: string; help: string }[] = [
  {
    value: 'altcha',
    label: 'ALTCHA (built in)',
    help: 'A small puzzle the browser solves. No third party, no keys.',
  },
  {
    value: 'recaptcha',
    label: 'Google reCAPTCHA (v2 checkbox)',
    help: 'Keys from the reCAPTCHA admin console.',
  },
  { value: 'hcaptcha', label: 'hCaptcha', help: 'Keys from the hCaptcha dashboard.' },
  { value: 'turnstile', label: 'Cloudflare Turnstile', help: 'Keys from the Cloudflare dashboard.' },
];

const fetchCaptchaSettings = () => call('GET /api/config/forms/captcha', { silent: true });

export function CaptchaSettingsScreen({ onBack }: { onBack: () => void }) {
  const { state, retry } = useRemoteData(fetchCaptchaSettings);
  return (
    <PanelScreen backLabel="← Back to forms" onBack={onBack} title="Captcha">
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the captcha settings…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <CaptchaForm key={state.data.version} stored={state.data} onReload={retry} />
      )}
    </PanelScreen>
  );
}

function CaptchaForm({ stored, onReload }: { stored: CaptchaSettings; onReload: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { state, save, touched, errors } = useSave<CaptchaSettings>(formRef);
  const [current, setCurrent] = useState(stored);
  const [provider, setProvider] = useState(stored.provider);
  const [siteKey, setSiteKey] = useState(stored.siteKey);
  const [secretKey, setSecretKey] = useState('');
  const [stale, setStale] = useState(false);
  const name = useId();
  const thirdParty = provider !== 'altcha';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setStale(false);
    const saved = await save(async () => {
      try {
        // A secret key left out keeps the stored one.
        return await call('PUT /api/config/forms/captcha', {
          body: {
            provider,
            siteKey,
            // The mask sent back stands for the stored key: left out, it is kept.
            ...(secretKey && !isMaskedPasswordPlaceholder(secretKey) ? { secretKey } : {}),
            version: current.version,
          },
          silent: true,
        });
      } catch (error) {
        if (error instanceof DataLayerError && error.status === 409) setStale(true);
        throw error;
      }
    });
    if (!saved) return;
    setCurrent(saved);
    setSecretKey('');
  }

  return (
    <form ref={formRef} className="panel-form" onSubmit={submit}>
      <p className="panel-note">A form asks for a captcha when its Captcha tab says so.</p>
      <FieldGroup legend="Captcha provider" className="radio-group">
        {PROVIDERS.map((option) => (
          <div key={option.value}>
            <label className="choice">
              <input
                type="radio"
                name={name}
                checked={provider === option.value}
                aria-describedby={`${name}-${option.value}`}
                onChange={() => {
                  setProvider(option.value);
                  touched();
                }}
              />{' '}
              {option.label}
            </label>
            <p className="field-help" id={`${name}-${option.value}`}>
              {option.help}
            </p>
          </div>
        ))}
      </FieldGroup>
      {thirdParty && (
        <>
          <TextField
            label="Site key"
            value={siteKey}
            error={errors.siteKey}
            onChange={(v) => {
              setSiteKey(v);
              touched();
            }}
          />
          <Field
            label="Secret key"
            help={
              current.secretKeySet
                ? 'A secret key is kept. Enter a new one to replace it.'
                : 'Kept on the server only; never shown again.'
            }
            error={errors.secretKey}
          >
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="off"
                placeholder={maskedPasswordPlaceholder(current.secretKeySet)}
                value={secretKey}
                onChange={(e) => {
                  setSecretKey(e.target.value);
                  touched();
                }}
              />
            )}
          </Field>
        </>
      )}
      {stale && <StaleAlert message={STALE} onReload={onReload} />}
      {!stale && state.status === 'failed' && <FormAlert message={state.message} />}
      <SaveActions state={state} label="Save captcha" />
    </form>
  );
}
