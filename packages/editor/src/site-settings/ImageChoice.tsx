import type { AssetRef } from '@tessera/site';
import { AssetPicker } from '../pages/fields/AssetPicker.tsx';

interface ImageChoiceProps {
  label: string;
  help?: string;
  error?: string | undefined;
  value: AssetRef | null;
  onChange: (value: AssetRef | null) => void;
  /** The button that takes the image away: 'Use no logo' */
  clearLabel: string;
}

/** One of the site's uploaded images, or none. */
export function ImageChoice({ label, help, error, value, onChange, clearLabel }: ImageChoiceProps) {
  return (
    <div className="image-choice">
      <AssetPicker label={label} help={help} error={error} value={value} onChange={onChange} />
      {value && (
        <button type="button" className="link-button" onClick={() => onChange(null)}>
          {clearLabel}
        </button>
      )}
    </div>
  );
}
