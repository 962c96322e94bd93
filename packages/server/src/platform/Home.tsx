// The platform home at the bare APP_DOMAIN: sign up, sign in, list your sites, create a site.
import {
  DEFAULT_STARTER_SITE,
  FOCUS_RING_DECLARATIONS,
  isStarterSiteKey,
  STARTER_SITE_KEYS,
  STARTER_SITES,
} from '@tessera/core';
import type { ReactNode } from 'react';

export interface HomeSite {
  identifier: string;
  title: string;
  url: string;
}

export interface HomeProps {
  crumb: string;
  account: { displayName: string; email: string } | null;
  sites: HomeSite[];
  appDomain: string;
  error?:
    | { form: 'signin' | 'signup' | 'create'; message: string; fields?: Record<string, string> }
    | undefined;
  /** A page-level message, e.g. that a form had expired */
  notice?: string | undefined;
  /** The site just created, said once above the list (the create form's confirmation) */
  created?: HomeSite | undefined;
  values?: Record<string, string> | undefined;
}

// The focus ring is the published site's (core's two-tone ring, 3:1 on any background); the amber
// border of `.notice` is a notice's, not a focus indicator.
export const HOME_STYLES = `body{font-family:ui-sans-serif,system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f7f6f3;line-height:1.5}
main{max-width:60rem;margin:0 auto;padding:3rem 1.5rem}header{display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap}
h1{font-size:2.4rem;margin:.2rem 0}.lede{font-size:1.2rem;color:#555;max-width:40rem}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(17rem,1fr));gap:1.5rem;margin-top:2rem}
section.card{background:#fff;border:1px solid #e2e0da;border-radius:8px;padding:1.5rem}
form{display:flex;flex-direction:column;gap:.6rem}label{font-weight:600;font-size:.9rem}
input{font:inherit;padding:.55rem .7rem;border:1px solid #b9b9b9;border-radius:4px}
button,.button{font:inherit;font-weight:600;font-size:1rem;padding:.6rem 1.2rem;border-radius:4px;border:0;background:#2f5d50;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
.link-button{background:none;color:#2f5d50;padding:0;text-decoration:underline}
.error{color:#b3261e}.notice{background:#fff4e5;border:1px solid #f0b429;border-radius:6px;padding:.75rem 1rem}.hint{color:#666;font-size:.85rem;margin:0}
ul.sites{list-style:none;padding:0;display:grid;gap:.75rem}ul.sites li{display:flex;justify-content:space-between;align-items:center;gap:1rem;background:#fff;border:1px solid #e2e0da;border-radius:8px;padding:1rem 1.25rem}
:focus-visible{${FOCUS_RING_DECLARATIONS}}
.templates{border:0;padding:0;margin:.5rem 0 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem}
.templates legend{font-weight:600;font-size:.9rem;margin-bottom:.5rem}
.template{position:relative;border:2px solid #e2e0da;border-radius:8px;padding:.75rem;display:flex;flex-direction:column;gap:.4rem}
.template:has(input:checked){border-color:#2f5d50;background:#f2f7f4}
.template label{display:flex;flex-direction:column;gap:.3rem;font-weight:400;cursor:pointer}
.template img{width:100%;height:auto;border-radius:4px;border:1px solid #e2e0da}
.template .name{display:flex;gap:.5rem;align-items:center;font-weight:600}.template input{margin:0;width:1.1rem;height:1.1rem}
.template .about{color:#555;font-size:.9rem}
.success{background:#e8f3ee;border:1px solid #2f5d50;border-radius:6px;padding:.75rem 1rem}.visually-hidden{position:absolute;left:-9999px}.spaced{margin-top:2rem}.error-list{margin:.25rem 0 0;padding-left:1.25rem}`;

function Field(props: {
  id: string;
  label: string;
  type?: string;
  error?: string | undefined;
  value?: string | undefined;
  hint?: string;
  autoComplete?: string;
  /** Its error is the form's only message: said as an alert here, not twice */
  errorAlert?: boolean;
}) {
  const describedBy = [props.error ? `${props.id}-error` : '', props.hint ? `${props.id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.id.split('-').pop()}
        type={props.type ?? 'text'}
        required
        defaultValue={props.value}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.hint && (
        <p className="hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p className="error" id={`${props.id}-error`} role={props.errorAlert ? 'alert' : undefined}>
          {props.error}
        </p>
      )}
    </>
  );
}

function FormError({ show, message }: { show: boolean; message: string | undefined }) {
  return show && message ? (
    <p className="error" role="alert">
      {message}
    </p>
  ) : null;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Tessera — build your website</title>
        <style>{HOME_STYLES}</style>
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

/** A signed-in user sees no sign-in or sign-up form, so what went wrong with one is shown here. */
function SignedInFormError({ error }: { error: NonNullable<HomeProps['error']> }) {
  const fields = Object.values(error.fields ?? {});
  return (
    <div className="notice" role="alert">
      <p>{error.message}</p>
      {fields.length > 0 && (
        <ul className="error-list">
          {fields.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The starters as radio cards: a sketch of the home page, the name and what it holds, and a Preview
 * that opens the template's showcase site in a new tab (the form keeps what was typed).
 */
function TemplateChooser({ chosen, error }: { chosen: string; error: string | undefined }) {
  return (
    <fieldset className="templates" aria-describedby={error ? 'create-template-error' : undefined}>
      <legend>Start from a template</legend>
      {error && (
        <p className="error" id="create-template-error" role="alert">
          {error}
        </p>
      )}
      {STARTER_SITE_KEYS.map((key) => (
        <div className="template" key={key}>
          <label htmlFor={`create-template-${key}`}>
            <img src={`/templates/${key}/thumbnail.svg`} alt="" width={320} height={200} loading="lazy" />
            <span className="name">
              <input
                type="radio"
                id={`create-template-${key}`}
                name="template"
                value={key}
                defaultChecked={key === chosen}
                aria-describedby={`create-template-${key}-about`}
              />
              {STARTER_SITES[key].name}
            </span>
          </label>
          <span className="about" id={`create-template-${key}-about`}>
            {STARTER_SITES[key].description}
          </span>
          <a href={`/templates/${key}/preview`} target="_blank" rel="noopener">
            Preview
            <span className="visually-hidden">
              {' '}
              the {STARTER_SITES[key].name} template (opens in a new tab)
            </span>
            {/* Said to sighted users too: the preview opens in a new tab. */}
            <span aria-hidden="true"> ↗</span>
          </a>
        </div>
      ))}
    </fieldset>
  );
}

function Notice({ text }: { text: string | undefined }) {
  return text ? (
    <p className="notice" role="alert">
      {text}
    </p>
  ) : null;
}

export function Home({ crumb, account, sites, appDomain, error, notice, created, values = {} }: HomeProps) {
  const action = (path: string) => `${path}?crumb=${encodeURIComponent(crumb)}`;
  const fieldError = (form: string, field: string) =>
    error?.form === form ? error.fields?.[field] : undefined;
  // A message one of the form's fields already gives (an address taken) is said there alone.
  const saidByField = Object.values(error?.fields ?? {}).includes(error?.message ?? '');
  const fieldAlert = (form: string, field: string) =>
    saidByField && fieldError(form, field) === error?.message;
  if (!account) {
    return (
      <Page>
        <h1>Tessera</h1>
        <p className="lede">
          Build a website you are proud of: pages, a blog, galleries and a shop, on your own server.
        </p>
        <Notice text={notice} />
        {/* The create form is not shown signed out: what refused it (sign in first) is said here. */}
        <Notice text={error?.form === 'create' ? error.message : undefined} />
        <div className="cards">
          <section className="card" aria-labelledby="signin-title">
            <h2 id="signin-title">Sign in</h2>
            <form method="post" action={action('/signin')}>
              <FormError show={error?.form === 'signin'} message={error?.message} />
              <Field id="signin-email" label="Email" type="email" value={values.email} autoComplete="email" />
              <Field id="signin-password" label="Password" type="password" autoComplete="current-password" />
              <button type="submit">Sign in</button>
            </form>
          </section>
          <section className="card" aria-labelledby="signup-title">
            <h2 id="signup-title">Create an account</h2>
            <form method="post" action={action('/signup')}>
              <FormError show={error?.form === 'signup'} message={error?.message} />
              <Field
                id="signup-displayName"
                label="Your name"
                value={values.displayName}
                error={fieldError('signup', 'displayName')}
                autoComplete="name"
              />
              <Field
                id="signup-email"
                label="Email"
                type="email"
                value={values.email}
                error={fieldError('signup', 'email')}
                autoComplete="email"
              />
              <Field
                id="signup-password"
                label="Password"
                type="password"
                error={fieldError('signup', 'password')}
                hint="At least 8 characters."
                autoComplete="new-password"
              />
              <button type="submit">Create account</button>
            </form>
          </section>
        </div>
      </Page>
    );
  }
  return (
    <Page>
      <header>
        <div>
          <p className="hint">Signed in as {account.email}</p>
          <h1>Your sites</h1>
        </div>
        <form method="post" action={action('/signout')}>
          <button type="submit" className="link-button">
            Sign out
          </button>
        </form>
      </header>
      <Notice text={notice} />
      {created && (
        <p className="success" role="status">
          {`Your site “${created.title}” is ready at `}
          <a href={created.url}>{created.url.replace(/^https?:\/\//, '')}</a>. Choose Edit to start building
          it.
        </p>
      )}
      {error && error.form !== 'create' && <SignedInFormError error={error} />}
      {sites.length === 0 ? (
        <p>You have no sites yet. Create your first one below.</p>
      ) : (
        <ul className="sites">
          {sites.map((site) => (
            <li key={site.identifier}>
              <div>
                <strong>{site.title}</strong>
                <br />
                <a href={site.url}>{site.url.replace(/^https?:\/\//, '')}</a>
              </div>
              <form method="post" action={action(`/sites/${site.identifier}/edit`)}>
                <button type="submit">
                  Edit<span className="visually-hidden"> {site.title}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <section className="card spaced" aria-labelledby="create-heading">
        <h2 id="create-heading">Create a site</h2>
        <form method="post" action={action('/sites')}>
          <FormError show={error?.form === 'create' && !saidByField} message={error?.message} />
          <Field
            id="create-title"
            label="Site title"
            value={values.title}
            error={fieldError('create', 'title')}
            errorAlert={fieldAlert('create', 'title')}
          />
          <Field
            id="create-identifier"
            label="Address"
            value={values.identifier}
            error={fieldError('create', 'identifier')}
            errorAlert={fieldAlert('create', 'identifier')}
            hint={`Lowercase letters, digits and hyphens. Your site will be at your-address.${appDomain}`}
          />
          <TemplateChooser
            chosen={isStarterSiteKey(values.template) ? values.template : DEFAULT_STARTER_SITE}
            error={fieldError('create', 'template')}
          />
          <button type="submit">Create site</button>
        </form>
      </section>
    </Page>
  );
}
