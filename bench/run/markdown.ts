/** A Markdown table; `|` inside cells is escaped so a cell never splits. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A fenced block whose fence is longer than any backtick run inside it. */
export function fenced(language: string, text: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

export const mark = (met: boolean) => (met ? '✅' : '❌');
export const whole = (value: number) => Math.round(value).toLocaleString('en');
export const millis = (value: number) => value.toFixed(value < 10 ? 1 : 0);
export const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
