// The inline <style> elements the config area's libraries add, each allowed by the hash of exactly
// its text, so no other inline style applies. Puck (@puckeditor/core, pinned) writes its frame
// interaction styles (drop zones, outlines) into the canvas's srcdoc frame, which inherits this
// policy; dnd-kit (@dnd-kit/dom, pinned), which Puck and the navigation screen drag with, adds its
// dragging styles while something is dragged; TipTap (Puck's rich text editor, edited in place on the
// canvas) adds its base editor styles, which Puck gives no way to turn off. script-styles.test.ts checks every hash against the
// installed packages, so an upgrade that changes one fails there.
export const SCRIPT_STYLE_HASHES = {
  /** Puck's iframeInteractionStyles */
  puckFrame: "'sha256-7oCaXV5kddj0GXz76wNgX02JS4wosdTHGA8eb5MQVx4='",
  /** dnd-kit's Feedback plugin: the dragged element and its placeholder */
  dndFeedback: "'sha256-E7zJXfkufcgTIQG1Th6iYnoGis+rTfZd044bgiM1kr4='",
  /** dnd-kit's PreventSelection plugin */
  dndNoSelection: "'sha256-YYLJe/bgx7gKdFc8dp3EM3/S8hpKeZs7JyhfBoZYPuk='",
  /** dnd-kit's Cursor plugin, with its default cursor */
  dndCursor: "'sha256-P3zrZWkaCzrI/B9T0+WLFRTTY8rvTIfnbvP5TBI9Vgo='",
  /** TipTap's base editor styles (@tiptap/core's style.ts) */
  tiptapBase: "'sha256-PlumsSlvJ7vvWzjqibGAYKq92O3y/4JTxWWsWJvyUYA='",
} as const;
