/** Plain-text table for terminal reports: a header row, a rule, right-aligned numbers. */
export function textTable(rows) {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]);
  const cells = [columns, ...rows.map((row) => columns.map((c) => String(row[c] ?? '')))];
  const widths = columns.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const numeric = columns.map((c) => rows.every((row) => /^[\d.,\s/%-]*✗?$/.test(String(row[c] ?? ''))));
  const line = (r) =>
    r
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
