/**
 * A reply box starts with `@name ` so the reader sees who is answered; the server records that
 * through `parentUserId`, so the prefix is not part of the reply's text (spec §5).
 */
export function mentionPrefix(name: string): string {
  return `@${name} `;
}

/**
 * Removes a leading mention: the prefilled `@name ` (a nickname may hold spaces) or any
 * `@word ` the writer typed.
 */
export function stripMention(content: string, name?: string): string {
  if (name !== undefined && content.startsWith(mentionPrefix(name))) {
    return content.slice(mentionPrefix(name).length);
  }
  return content.replace(/^@\S+\s+/, '');
}
