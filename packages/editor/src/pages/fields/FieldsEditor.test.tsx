import type { AnyField } from '@tessera/site';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto } from '../../testing/dom.ts';
import { AnnounceChecksWith } from './check-announcer.tsx';
import { type Errors, FieldsEditor } from './FieldsEditor.tsx';
import { listFixture as form } from './list-fixture.ts';

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

const fields: Record<string, AnyField> = {
  name: { kind: 'text', label: 'Name', help: 'As on the sign.' },
  bio: { kind: 'textarea', label: 'Biography' },
  site: { kind: 'link', label: 'Website' },
  age: { kind: 'number', label: 'Age', min: 0 },
  size: {
    kind: 'select',
    label: 'Size',
    options: [
      { value: 1, label: 'Small' },
      { value: 2, label: 'Large' },
    ],
  },
  tone: {
    kind: 'radio',
    label: 'Tone',
    options: [
      { value: 'calm', label: 'Calm' },
      { value: 'loud', label: 'Loud' },
    ],
  },
  open: { kind: 'boolean', label: 'Open on Sundays' },
  tags: { kind: 'lines', label: 'Tags', showIf: (data: { open: boolean }) => data.open },
  secret: { kind: 'hidden' },
};

const start = {
  name: 'Ana',
  bio: '',
  site: '/',
  age: 30,
  size: 1,
  tone: 'calm',
  open: false,
  tags: [],
  secret: 'k',
};

function Harness({
  initial,
  errors = {},
  spy,
  editorFields = fields,
}: {
  initial: Record<string, unknown>;
  errors?: Errors;
  spy: (value: Record<string, unknown>) => void;
  editorFields?: Record<string, AnyField>;
}) {
  const [value, setValue] = useState(initial);
  const [said, setSaid] = useState('');
  // A live region for the fields' checks, as the canvas gives them its own.
  return (
    <AnnounceChecksWith announce={setSaid}>
      <FieldsEditor
        fields={editorFields}
        value={value}
        onChange={(next) => {
          spy(next);
          setValue(next);
        }}
        path="data"
        errors={errors}
      />
      <p className="checks-said" aria-live="polite">
        {said}
      </p>
    </AnnounceChecksWith>
  );
}

/** The fixture's default field, as its list holds it. */
const EMAIL_FIELD = {
  id: 'email',
  type: 'email',
  label: 'Email',
  required: true,
  placeholder: '',
  options: [],
};

describe('FieldsEditor', () => {
  it('gives every field a labelled control of its kind, and hides hidden fields', async () => {
    rendered = await render(<Harness initial={start} spy={() => {}} />);
    const { container } = rendered;
    expect(field(container, 'Name')?.type).toBe('text');
    expect(field(container, 'Biography')?.tagName).toBe('TEXTAREA');
    expect(field(container, 'Website')?.getAttribute('inputmode')).toBe('url');
    expect(field(container, 'Age')?.type).toBe('number');
    expect(field<HTMLSelectElement>(container, 'Size')?.tagName).toBe('SELECT');
    expect(textOf(container.querySelector('fieldset legend'))).toBe('Tone');
    expect(field(container, 'Calm')?.type).toBe('radio');
    expect(field(container, 'Open on Sundays')?.type).toBe('checkbox');
    expect(container.textContent).not.toContain('secret');
    const name = field(container, 'Name') as HTMLInputElement;
    expect(textOf(document.getElementById(name.getAttribute('aria-describedby') ?? ''))).toBe(
      'As on the sign.',
    );
  });

  it('changes each value with its own type, keeping the rest', async () => {
    const spy = vi.fn();
    rendered = await render(<Harness initial={start} spy={spy} />);
    const { container } = rendered;
    await typeInto(field(container, 'Age') as HTMLInputElement, '41');
    await typeInto(field<HTMLSelectElement>(container, 'Size') as HTMLSelectElement, '1');
    await click(field(container, 'Loud'));
    await click(field(container, 'Open on Sundays'));
    expect(spy).toHaveBeenLastCalledWith({ ...start, age: 41, size: 2, tone: 'loud', open: true });
  });

  it('shows a field only when its condition holds, and edits lines as a list', async () => {
    const spy = vi.fn();
    rendered = await render(<Harness initial={start} spy={spy} />);
    const { container } = rendered;
    expect(field(container, 'Tags')).toBeUndefined();
    await click(field(container, 'Open on Sundays'));
    await typeInto(field(container, 'Tags') as HTMLTextAreaElement, 'mugs\n\n  bowls \n');
    expect(spy).toHaveBeenLastCalledWith({ ...start, open: true, tags: ['mugs', 'bowls'] });
    expect((field(container, 'Tags') as HTMLTextAreaElement).value).toBe('mugs\n\n  bowls \n');
  });

  it('ties each error to its control, where it is read out, and marks the control invalid', async () => {
    rendered = await render(
      <Harness
        initial={start}
        spy={() => {}}
        errors={{ 'data.name': 'Please enter a name.', 'data.tone': 'Choose a tone.' }}
      />,
    );
    const { container } = rendered;
    const name = field(container, 'Name') as HTMLInputElement;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = (name.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => textOf(document.getElementById(id)));
    expect(described).toEqual(['Please enter a name.', 'As on the sign.']);
    const tone = container.querySelector('fieldset');
    expect(tone?.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(document.getElementById(tone?.getAttribute('aria-describedby') ?? ''))).toBe(
      'Choose a tone.',
    );
    expect(field(container, 'Age')?.hasAttribute('aria-invalid')).toBe(false);
  });

  it("says a field's check message through the screen's live region as it appears, and again after it went", async () => {
    const checked: Record<string, AnyField> = {
      code: {
        kind: 'text',
        label: 'Code',
        check: (value: string) => (/^\d*$/.test(value) ? undefined : 'Digits only.'),
      },
      group: {
        kind: 'group',
        label: 'More',
        fields: {
          inner: { kind: 'text', label: 'Inner', check: (v: string) => (v ? 'No inner.' : undefined) },
        },
      },
    };
    rendered = await render(
      <Harness initial={{ code: '12', group: { inner: '' } }} spy={() => {}} editorFields={checked} />,
    );
    const { container } = rendered;
    // The nested group's fields say theirs in the same region.
    const region = container.querySelector('.checks-said') as HTMLElement;
    expect(textOf(region)).toBe('');
    const code = field(container, 'Code') as HTMLInputElement;
    await typeInto(code, '12a');
    expect(textOf(region)).toBe('Digits only.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await typeInto(code, '12');
    expect(textOf(region)).toBe('');
    await typeInto(code, 'x');
    expect(textOf(region)).toBe('Digits only.');
    await typeInto(field(container, 'Inner') as HTMLInputElement, 'y');
    expect(textOf(region)).toBe('No inner.');
  });

  it('does not say a server error or a check message already there when the field is drawn', async () => {
    const checked: Record<string, AnyField> = {
      code: { kind: 'text', label: 'Code', check: (v: string) => (v === 'bad' ? 'Not that.' : undefined) },
    };
    rendered = await render(
      <Harness
        initial={{ code: 'bad' }}
        spy={() => {}}
        editorFields={checked}
        errors={{ 'data.code': 'Taken.' }}
      />,
    );
    const { container } = rendered;
    const region = container.querySelector('.checks-said') as HTMLElement;
    expect(textOf(region)).toBe('');
    expect(textOf(container)).toContain('Taken.');
  });

  it('edits a list of objects with its own fields: add, move, remove, errors by item', async () => {
    const spy = vi.fn();
    const email = EMAIL_FIELD;
    rendered = await render(
      <Harness
        initial={form.defaults as Record<string, unknown>}
        spy={spy}
        editorFields={form.fields as Record<string, AnyField>}
        errors={{ 'data.fields.0.label': 'Please enter a label.' }}
      />,
    );
    const { container } = rendered;
    const list = container.querySelector('fieldset.list-field') as HTMLElement;
    expect(textOf(list.querySelector('legend'))).toBe('Fields');
    expect(field(list, 'Label')?.getAttribute('aria-invalid')).toBe('true');
    // The field's name is kept but not shown; a list shows options, a checkbox no placeholder.
    expect(field(list, 'Placeholder')).toBeDefined();
    expect(field(list, 'Options')).toBeUndefined();
    await click(button(list, 'Add field'));
    const added = spy.mock.lastCall?.[0].fields[1];
    expect(added).toMatchObject({ type: 'text', label: 'A new field' });
    expect(added.id).toMatch(/^field-[0-9a-f]{12}$/);
    const [, second] = [...list.querySelectorAll<HTMLElement>('.list-item')];
    await typeInto(field<HTMLSelectElement>(second as HTMLElement, 'Type') as HTMLSelectElement, '4');
    expect(field(second as HTMLElement, 'Options')).toBeDefined();
    expect(field(second as HTMLElement, 'Placeholder')).toBeUndefined();
    const buttons = [...list.querySelectorAll('button')].map(
      (b) => b.getAttribute('aria-label') ?? textOf(b),
    );
    expect(buttons).toContain('Move Field 2 up');
    expect(list.querySelector<HTMLButtonElement>('[aria-label="Move Field 1 up"]')?.disabled).toBe(true);
    await click(list.querySelector<HTMLButtonElement>('[aria-label="Move Field 2 up"]') ?? undefined);
    expect(spy.mock.lastCall?.[0].fields.map((f: { id: string }) => f.id)).toEqual([added.id, email.id]);
    await click(list.querySelector<HTMLButtonElement>('[aria-label="Remove Field 1"]') ?? undefined);
    expect(spy.mock.lastCall?.[0].fields).toEqual([email]);
    // A form needs at least one field: the last one cannot be removed.
    expect(list.querySelector<HTMLButtonElement>('[aria-label="Remove Field 1"]')?.disabled).toBe(true);
  });

  it("keeps each item's own state with it when items move or go: focus follows the moved item", async () => {
    const spy = vi.fn();
    const email = EMAIL_FIELD;
    const colour = {
      id: 'colour',
      type: 'select',
      label: 'Colour',
      required: false,
      placeholder: '',
      options: ['Red', 'Blue'],
    };
    rendered = await render(
      <Harness
        initial={{ ...form.defaults, fields: [email, colour] }}
        spy={spy}
        editorFields={form.fields as Record<string, AnyField>}
      />,
    );
    const { container } = rendered;
    const list = container.querySelector('fieldset.list-field') as HTMLElement;
    const items = () => [...list.querySelectorAll<HTMLElement>('.list-item')];
    const tool = (label: string) =>
      list.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`) ?? undefined;
    // Typed as the owner typed it: a blank line and spaces stay while editing.
    await typeInto(field(items()[1] as HTMLElement, 'Options') as HTMLTextAreaElement, 'Red\n\nBlue ');
    await click(tool('Move Field 2 up'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Field 1 down');
    const options = () => field(items()[0] as HTMLElement, 'Options') as HTMLTextAreaElement;
    expect(options().value).toBe('Red\n\nBlue ');
    expect(field(items()[1] as HTMLElement, 'Options')).toBeUndefined();
    await typeInto(options(), 'Red\nGreen');
    expect(spy.mock.lastCall?.[0].fields).toEqual([{ ...colour, options: ['Red', 'Green'] }, email]);
    await click(tool('Remove Field 1'));
    expect(spy.mock.lastCall?.[0].fields).toEqual([email]);
    // The last item left cannot move or go: the focus goes to its first control.
    expect(document.activeElement).toBe(field(items()[0] as HTMLElement, 'Type'));
  });
});
