import { useEffect, useState } from 'react';

/**
 * A `blob:` URL showing `file` (an image preview before upload). The URL holds the file in
 * memory until revoked, so it is revoked when the file changes or the component unmounts.
 */
export function useObjectUrl(file: Blob): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
