// Downloads from the API: fetched first, so a failure shows the server's message instead of a broken
// download, then saved under the server's file name. A plain fetch rather than a generated query: a
// file belongs in the downloads, not in the Redux cache.

/** The file name of a Content-Disposition header: `filename*` (RFC 5987) first, then `filename`. */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Not percent-encoded as it should be: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Saves `blob` as a download named `filename`, as a link with a download attribute would. */
function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Fetches `url` and saves the answer as a download named as its Content-Disposition says (else
 * `fallbackName`); resolves to that name. A refusal throws in the generated client's error shape, so
 * `errorMessage` reads the server's message.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const response = await fetch(new Request(url, { credentials: 'include' }));
  if (!response.ok) {
    const text = await response.text();
    throw {
      status: response.status,
      data: parseJson(text),
      message: `${response.status}: ${text || response.statusText}`,
    };
  }
  const blob = await response.blob();
  const filename = attachmentFilename(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, filename);
  return filename;
}
