import type { ApiFile } from './api-fetch';

/**
 * Hands a downloaded file to the browser's own "save" (an anchor with `download` on an object URL), under the name
 * the API suggested or else `fallbackName`.
 */
export function saveFile({ blob, filename }: ApiFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename ?? fallbackName;
  anchor.hidden = true;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the URL is released once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
