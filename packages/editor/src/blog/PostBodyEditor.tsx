// A post's body is a layout: it is edited with whatever edits a page's layout. This file is the one
// place the blog names that editor, so the page canvas can take its place here alone.
import type { Section } from '@tessera/site';
import type { Errors } from '../pages/fields/FieldsEditor.tsx';
import { LayoutEditor } from '../pages/layout/LayoutEditor.tsx';

interface PostBodyEditorProps {
  sections: Section[];
  onChange: (sections: Section[]) => void;
  errors: Errors;
}

export function PostBodyEditor(props: PostBodyEditorProps) {
  return <LayoutEditor {...props} />;
}
