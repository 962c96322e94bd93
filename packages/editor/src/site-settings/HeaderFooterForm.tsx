// The header (logo, title shown, navigation style, call-to-action) and footer (text, links, social
// links) of the published site: PUT /api/site-header-footer, the server's errors beside their fields.
import {
  FOOTER_LINKS_MAX,
  NAVIGATION_STYLES,
  type NavigationStyle,
  SOCIAL_LINKS_MAX,
  SOCIAL_NETWORK_IDS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { ChromeLink, HeaderFooter, SocialLink } from '@tessera/site/site-design.ts';
import { type FormEvent, useRef, useState } from 'react';
import { CheckboxField, Field, FormAlert, TextField } from '../ui/Field.tsx';
import { SaveActions, useSave } from '../ui/use-save.tsx';
import { ImageChoice } from './ImageChoice.tsx';
import { type Keyed, ListEditor, withKey, withoutKey } from './ListEditor.tsx';

const NAVIGATION_STYLE_LABELS: Record<NavigationStyle, string> = {
  inline: 'Links in the header',
  menu: 'A Menu button that opens the links',
};

interface Draft {
  header: Omit<HeaderFooter['header'], 'cta'>;
  ctaLabel: string;
  ctaHref: string;
  text: string;
  links: Keyed<ChromeLink>[];
  social: Keyed<SocialLink>[];
}

function draftOf({ header, footer }: HeaderFooter): Draft {
  return {
    header: { logo: header.logo, showTitle: header.showTitle, navigationStyle: header.navigationStyle },
    ctaLabel: header.cta?.label ?? '',
    ctaHref: header.cta?.href ?? '',
    text: footer.text,
    links: footer.links.map(withKey),
    social: footer.social.map(withKey),
  };
}

function headerFooterOf(draft: Draft): HeaderFooter {
  // A button with neither text nor link is no button; half of one is sent for the server to name.
  const hasCta = draft.ctaLabel.trim() !== '' || draft.ctaHref.trim() !== '';
  return {
    header: { ...draft.header, cta: hasCta ? { label: draft.ctaLabel, href: draft.ctaHref } : null },
    footer: {
      text: draft.text,
      links: draft.links.map((link) => withoutKey(link)),
      social: draft.social.map((link) => withoutKey(link)),
    },
  };
}

interface HeaderFooterFormProps {
  initial: HeaderFooter;
  headingId: string;
  onSaved: () => void;
}

export function HeaderFooterForm({ initial, headingId, onSaved }: HeaderFooterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const { state, save, touched, errors } = useSave<HeaderFooter>(formRef);

  function edit(change: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...change }));
    touched();
  }
  const editHeader = (change: Partial<Draft['header']>) => edit({ header: { ...draft.header, ...change } });
  const editLink = (key: Draft['links'][number]['key'], change: Partial<ChromeLink>) =>
    edit({ links: draft.links.map((l) => (l.key === key ? { ...l, ...change } : l)) });
  const editSocial = (key: Draft['social'][number]['key'], change: Partial<SocialLink>) =>
    edit({ social: draft.social.map((l) => (l.key === key ? { ...l, ...change } : l)) });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // `silent`: a failure is shown in the form, not as the system dialog.
    const saved = await save(() =>
      call('PUT /api/site-header-footer', { body: headerFooterOf(draft), silent: true }),
    );
    if (saved) {
      // The server's copy (trimmed, the logo's real size) is what the owner goes on editing.
      setDraft(draftOf(saved));
      onSaved();
    }
  }

  return (
    <form className="site-form" aria-labelledby={headingId} onSubmit={handleSubmit} noValidate ref={formRef}>
      <FormAlert message={state.status === 'failed' ? state.message : null} />
      <h4 className="form-section-heading">Header</h4>
      <ImageChoice
        label="Logo"
        help="One of the site’s uploaded images, shown at the start of the header."
        error={errors['header.logo'] ?? errors['header.logo.src']}
        value={draft.header.logo}
        onChange={(logo) => editHeader({ logo })}
        clearLabel="Use no logo"
      />
      <CheckboxField
        label="Show the site title"
        help="Without a logo the title is always shown."
        error={errors['header.showTitle']}
        checked={draft.header.showTitle}
        onChange={(showTitle) => editHeader({ showTitle })}
      />
      <Field label="Navigation" error={errors['header.navigationStyle']}>
        {(control) => (
          <select
            {...control}
            value={draft.header.navigationStyle}
            onChange={(e) => editHeader({ navigationStyle: e.target.value as NavigationStyle })}
          >
            {NAVIGATION_STYLES.map((style) => (
              <option key={style} value={style}>
                {NAVIGATION_STYLE_LABELS[style]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label="Button text"
        help="A call-to-action button at the end of the header; leave both empty for none."
        error={errors['header.cta.label'] ?? errors['header.cta']}
        value={draft.ctaLabel}
        onChange={(ctaLabel) => edit({ ctaLabel })}
      />
      <TextField
        label="Button link"
        help="A page such as /contact, or a full address."
        error={errors['header.cta.href']}
        value={draft.ctaHref}
        onChange={(ctaHref) => edit({ ctaHref })}
      />

      <h4 className="form-section-heading">Footer</h4>
      <TextField
        label="Footer text"
        help="Plain text; line breaks are kept."
        error={errors['footer.text']}
        rows={3}
        value={draft.text}
        onChange={(text) => edit({ text })}
      />
      <ListEditor<ChromeLink>
        legend="Footer links"
        help={`Shown after the pages placed in the footer; at most ${FOOTER_LINKS_MAX}.`}
        error={errors['footer.links']}
        itemLabel="Link"
        items={draft.links}
        max={FOOTER_LINKS_MAX}
        newItem={() => ({ label: '', href: '' })}
        onChange={(links) => edit({ links })}
      >
        {(link, index, name) => (
          <>
            <TextField
              label={`${name} text`}
              error={errors[`footer.links.${index}.label`]}
              value={link.label}
              onChange={(label) => editLink(link.key, { label })}
            />
            <TextField
              label={`${name} address`}
              error={errors[`footer.links.${index}.href`]}
              value={link.href}
              onChange={(href) => editLink(link.key, { href })}
            />
          </>
        )}
      </ListEditor>
      <ListEditor<SocialLink>
        legend="Social links"
        help={`Profiles on other networks; at most ${SOCIAL_LINKS_MAX}.`}
        error={errors['footer.social']}
        itemLabel="Social link"
        items={draft.social}
        max={SOCIAL_LINKS_MAX}
        newItem={() => ({ network: 'instagram', url: '' })}
        onChange={(social) => edit({ social })}
      >
        {(link, index, name) => (
          <>
            <Field label={`${name} network`} error={errors[`footer.social.${index}.network`]}>
              {(control) => (
                <select
                  {...control}
                  value={link.network}
                  onChange={(e) => editSocial(link.key, { network: e.target.value as SocialNetwork })}
                >
                  {SOCIAL_NETWORK_IDS.map((id) => (
                    <option key={id} value={id}>
                      {SOCIAL_NETWORKS[id]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={`${name} address`} help="https://…" error={errors[`footer.social.${index}.url`]}>
              {(control) => (
                <input
                  {...control}
                  type="url"
                  value={link.url}
                  onChange={(e) => editSocial(link.key, { url: e.target.value })}
                />
              )}
            </Field>
          </>
        )}
      </ListEditor>
      <SaveActions state={state} label="Save header and footer" />
    </form>
  );
}
