// The phone's Edit / Preview switch (issue 38, section 2).
/**
 * On a phone the panel and the preview do not fit side by side, nor one above the other: this switch
 * shows one at a time (config.css shows it below 768 px, as the top bar's second row, where the shown
 * panel hides the preview). Edit is the panel, Preview hides it, as the top bar's toggle does.
 */
export function PhoneViewSwitch({
  editing,
  panelId,
  onEdit,
  onPreview,
}: {
  editing: boolean;
  panelId: string;
  onEdit: () => void;
  onPreview: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form's fieldset
    <div className="phone-view-switch" role="group" aria-label="Edit or preview">
      <button type="button" aria-pressed={editing} aria-controls={panelId} onClick={onEdit}>
        Edit
      </button>
      <button type="button" aria-pressed={!editing} onClick={onPreview}>
        Preview
      </button>
    </div>
  );
}
