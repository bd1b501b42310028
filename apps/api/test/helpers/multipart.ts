/** A file part of a multipart form: the bytes, the name the browser sends, and its type. */
export type FormFile = { bytes: Buffer; filename: string; type?: string };

/**
 * A multipart body for `app.inject`, built the way a browser builds it (FormData): scalar
 * fields as strings, each file appended under `fileField` (repeated for several).
 */
export async function multipartBody(
  fields: Record<string, string | number>,
  files: FormFile[] = [],
  fileField = 'files',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files) {
    form.append(
      fileField,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.filename,
    );
  }
  const request = new Request('http://x', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const contentType = request.headers.get('content-type');
  if (!contentType) throw new Error('FormData produced no content type');
  return { payload, headers: { 'content-type': contentType } };
}
