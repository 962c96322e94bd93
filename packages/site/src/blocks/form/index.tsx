import { FORM_MESSAGES, type PublicFormDefinition } from '@tessera/core';
import { z } from 'zod';
import { routeUrl } from '../../api/call.ts';
import { defineBlock } from '../types.ts';
import { FormItem } from './fields.tsx';
import { island } from './trigger.ts';

// The form block (spec block type form 16): one of the site's forms, built on the Forms screen and
// stored as its own entity (the server's forms feature), shown here as the server renders it — every
// field type, working without JavaScript (a plain POST the server answers with a redirect to the
// page's `#form-sent-<id>`, which CSS shows). The island adds the spec's submission flow.
// Version 1 held its fields itself; the server's migration 0010 made each such block a form.
export const formSchema = z.object({
  /** A form of the site; '' until the owner picks one */
  formId: z.string({ error: 'Choose a form.' }).max(100).default(''),
});

/** Where a form sent without JavaScript comes back to: the page, at this fragment. */
export const formSentAnchor = (formId: string) => `form-sent-${formId}`;

const css = `.block-form{max-width:40rem}
.form-item{margin-bottom:1.1rem;display:flex;flex-direction:column;gap:.3rem}
.form-item input:not([type=radio]):not([type=checkbox]),.form-item textarea,.form-item select{padding:.5rem .6rem;font:inherit;border:1px solid var(--line);border-radius:4px;max-width:100%}
.form-group{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:.4rem}
.form-group>legend{padding:0;margin-bottom:.3rem}
.form-title{font-weight:600}.form-required{font-weight:400;opacity:.8}
.form-description{margin:0;font-size:.92rem;opacity:.85}
.form-parts{display:flex;flex-wrap:wrap;gap:.6rem}.form-part{display:flex;flex-direction:column-reverse;gap:.2rem;flex:1 1 7rem;font-size:.85rem}
.form-choices,.form-likert{display:flex;flex-direction:column;gap:.35rem}.form-choice{display:flex;gap:.45rem;align-items:center}
.form-likert-row{border:0;padding:0;margin:0 0 .5rem;display:flex;flex-wrap:wrap;gap:.3rem 1rem}.form-likert-row>legend{flex-basis:100%;padding:0;margin-bottom:.2rem}
.form-affix{display:flex;gap:.35rem;align-items:center}
.form-counter{margin:0;font-size:.85rem;align-self:flex-end}.form-counter.is-over,.form-item-error,.form-problem{color:#b3261e}
.form-item-error,.form-problem{margin:0;font-weight:600}.form-item-error[hidden],.form-problem[hidden]{display:none}
.form-section h3{margin:1.5rem 0 .4rem}.form-section-underline{border-bottom:1px solid var(--line);margin-bottom:1rem;padding-bottom:.4rem}
.form-disclaimer{margin:1rem 0;font-size:.92rem}
.form-success{display:none}.form-success:target,.form-success.is-shown{display:block}
.block-form:has(.form-success:target) .form,.form[hidden]{display:none}`;

function FormView({ form, blockId }: { form: PublicFormDefinition; blockId: string }) {
  const domId = `form-${blockId}`;
  return (
    <>
      <form
        className="form"
        method="post"
        action={routeUrl('POST /api/form/submit')}
        aria-label={form.name}
        data-island="form"
        data-definition={JSON.stringify(form)}
      >
        <p className="form-problem form-problem-above" role="alert" hidden />
        <input type="hidden" name="formId" value={form.id} />
        {form.fields.map((field) => (
          <FormItem key={field.id} field={field} domId={domId} />
        ))}
        {form.disclaimer.enabled && (
          <div className="form-item form-disclaimer" data-field-id="disclaimer">
            <p className="form-item-error" id={`${domId}-disclaimer-error`} hidden />
            <p id={`${domId}-disclaimer-text`}>{form.disclaimer.text}</p>
            <span className="form-choice">
              <input
                id={`${domId}-disclaimer`}
                type="checkbox"
                name="disclaimer"
                value="true"
                required
                aria-describedby={`${domId}-disclaimer-text`}
              />
              <label htmlFor={`${domId}-disclaimer`}>I agree</label>
            </span>
          </div>
        )}
        {form.captcha && (
          <p className="form-captcha" data-captcha="">
            Your browser solves a small puzzle before sending, to keep robots out. It needs JavaScript.
          </p>
        )}
        <button type="submit" className="button button-primary">
          {form.submitButtonText}
        </button>
        <p className="form-problem form-problem-below" role="alert" hidden />
      </form>
      <div className="form-success" id={formSentAnchor(form.id)} tabIndex={-1}>
        {form.successHtml ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised it when the form was saved (forms service)
          <div dangerouslySetInnerHTML={{ __html: form.successMessage }} />
        ) : (
          <p>{form.successMessage}</p>
        )}
      </div>
    </>
  );
}

export const form = defineBlock<typeof formSchema, PublicFormDefinition | null>({
  type: 'form',
  version: 2,
  label: 'Form',
  category: 'forms',
  schema: formSchema,
  defaults: { formId: '' },
  fields: { formId: { kind: 'reference', source: 'form', label: 'Form' } },
  // What migration 0010 did not see (a block in a template file, say) waits for a form to be picked.
  migrate: { 1: () => ({ formId: '' }) },
  load: ({ formId }, { sources }) => (formId ? sources.form(formId) : Promise.resolve(null)),
  islands: [island],
  // The captcha's box is shown only when the form asks for one (FormView).
  thirdParties: (_data, { loaded }) => ({ captcha: loaded?.captcha === true }),
  css,
  render: (_data, { block, loaded }) => (
    <div className="block-form">
      {loaded ? (
        <FormView form={loaded} blockId={block.id} />
      ) : (
        <p className="form-unconfigured">{FORM_MESSAGES.notConfigured}</p>
      )}
    </div>
  ),
  summary: () => 'Form',
});
