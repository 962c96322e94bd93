// CSV as the owner's exports write it: one cell quoted when it must be, and text a spreadsheet
// would run as a formula (=, +, -, @, tab, CR first) made inert with a leading quote.
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;
