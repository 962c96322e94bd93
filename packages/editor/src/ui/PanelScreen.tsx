import { type ReactNode, useEffect, useId, useRef } from 'react';

interface PanelScreenProps {
  /** Where the back button goes, in its words: '← Back to pages' */
  backLabel: string;
  onBack: () => void;
  title: ReactNode;
  /**
   * Whether the heading takes focus when the screen opens, so keyboard and screen-reader users land
   * on the screen they opened; false when the screen puts focus somewhere better itself.
   */
  focusHeading?: boolean;
  children: ReactNode;
}

/** One screen of the side panel: a way back, a heading naming the region, and its content. */
export function PanelScreen({ backLabel, onBack, title, focusHeading = true, children }: PanelScreenProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Only when the screen opens: a later render must not pull focus away from where the owner is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, []);

  return (
    <section className="panel-section" aria-labelledby={id}>
      <button type="button" className="link-button" onClick={onBack}>
        {backLabel}
      </button>
      <h2 className="panel-heading" id={id} tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      {children}
    </section>
  );
}
