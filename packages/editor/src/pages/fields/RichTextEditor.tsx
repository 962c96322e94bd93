// The rich text field's editor: TipTap (ProseMirror) limited to what the server keeps — paragraphs,
// bold, italic, links, bulleted and numbered lists, headings 2 to 4 and line breaks. Loaded only in
// the config area, in its own chunk, when a rich text field is shown. The server sanitises whatever
// arrives anyway: this only keeps the owner from writing what would be dropped.
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useId, useState } from 'react';

interface RichTextEditorProps {
  /** The id of the element naming the field */
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
}

const HEADING_LEVELS = [2, 3, 4] as const;

export default function RichTextEditor({
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
}: RichTextEditorProps) {
  const linkInputId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkAddress, setLinkAddress] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADING_LEVELS] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: false,
        protocols: ['mailto', 'tel'],
        HTMLAttributes: { target: null, rel: null, class: null },
      }),
    ],
    content: value,
    // The config area's Content-Security-Policy allows no inline <style>: TipTap's base styles are in config.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text-content',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
    immediatelyRender: true,
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      link: current?.isActive('link') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      level: HEADING_LEVELS.find((level) => current?.isActive('heading', { level })) ?? 0,
    }),
  });
  if (!editor || !active) return null;

  const chain = () => editor.chain().focus();

  function openLink() {
    setLinkAddress(String(editor?.getAttributes('link').href ?? ''));
    setLinkOpen(true);
  }

  function applyLink(event: FormEvent) {
    event.preventDefault();
    const href = linkAddress.trim();
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  }

  return (
    <div className={invalid ? 'rich-text rich-text-invalid' : 'rich-text'}>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form controls to fill in */}
      <div className="rich-text-tools" role="group" aria-label="Formatting">
        <select
          aria-label="Text style"
          value={active.level}
          onChange={(e) => {
            const level = Number(e.target.value);
            if (level === 0) chain().setParagraph().run();
            else
              chain()
                .setHeading({ level: level as (typeof HEADING_LEVELS)[number] })
                .run();
          }}
        >
          <option value={0}>Paragraph</option>
          {HEADING_LEVELS.map((level) => (
            <option key={level} value={level}>
              Heading {level}
            </option>
          ))}
        </select>
        <button type="button" aria-pressed={active.bold} onClick={() => chain().toggleBold().run()}>
          Bold
        </button>
        <button type="button" aria-pressed={active.italic} onClick={() => chain().toggleItalic().run()}>
          Italic
        </button>
        <button
          type="button"
          aria-pressed={active.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          Bulleted list
        </button>
        <button
          type="button"
          aria-pressed={active.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          Numbered list
        </button>
        <button type="button" aria-pressed={active.link} aria-expanded={linkOpen} onClick={openLink}>
          Link
        </button>
      </div>
      {linkOpen && (
        // Not a <form>: it sits inside the page's form. Enter applies, Escape closes.
        <div className="rich-text-link">
          <label htmlFor={linkInputId}>Link address</label>
          <input
            id={linkInputId}
            type="text"
            inputMode="url"
            placeholder="/shop or https://…"
            value={linkAddress}
            // biome-ignore lint/a11y/noAutofocus: the owner just asked for this field
            autoFocus
            onChange={(e) => setLinkAddress(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') applyLink(e);
              if (e.key === 'Escape') {
                e.preventDefault();
                setLinkOpen(false);
                editor.commands.focus();
              }
            }}
          />
          <button type="button" onClick={applyLink}>
            Apply
          </button>
          <button
            type="button"
            onClick={() => {
              chain().extendMarkRange('link').unsetLink().run();
              setLinkOpen(false);
            }}
          >
            Remove link
          </button>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
