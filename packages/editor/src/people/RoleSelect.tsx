import { roleName, SITE_ROLES } from '@tessera/core';
import type { ControlProps } from '../ui/Field.tsx';

/** A select of the site roles by name; what the chosen one allows is its field's help. */
export function RoleSelect({
  control,
  value,
  onChange,
}: {
  control: ControlProps;
  value: number;
  onChange: (role: number) => void;
}) {
  return (
    <select {...control} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {SITE_ROLES.map((entry) => (
        <option key={entry.role} value={entry.role}>
          {roleName(entry.role)}
        </option>
      ))}
    </select>
  );
}

export function roleDescription(role: number): string {
  return SITE_ROLES.find((entry) => entry.role === role)?.description ?? '';
}
