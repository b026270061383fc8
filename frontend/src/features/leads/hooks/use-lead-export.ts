import { useState } from 'react';
import { errorMessage, type ExportLeadApiArg } from '../../../api';
import { useToast } from '../../../components/toast/use-toast';

export type ExportFormat = ExportLeadApiArg['format'];

// SPEC §9: the file is named from the lead's name (the server's Content-Disposition says so too).
const suffixes: Record<ExportFormat, string> = {
  json: '_onboarding_data.json',
  brief: '_content_brief.txt',
};

/** "Ada Lovelace" → "Ada_Lovelace", as the server names the file. */
const fileStem = (name: string) =>
  name
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '') || 'lead';

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
 * Downloads the lead's onboarding answers (`GET /api/leads/{id}/export`): fetched first, so a failure
 * shows the server's message instead of a broken download, then saved under the server's file name.
 * A plain fetch rather than the generated `exportLead` query: a file belongs in the downloads, not in
 * the Redux cache.
 */
export function useLeadExport(lead: { id: number; name: string }) {
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const { toast } = useToast();

  const download = async (format: ExportFormat) => {
    setPending(format);
    try {
      const response = await fetch(
        new Request(`/api/leads/${lead.id}/export?format=${format}`, { credentials: 'include' }),
      );
      if (!response.ok) {
        const text = await response.text();
        // The shape of the generated client's errors, so errorMessage reads the server's message.
        throw {
          status: response.status,
          data: parseJson(text),
          message: `${response.status}: ${text || response.statusText}`,
        };
      }
      const blob = await response.blob();
      const filename =
        attachmentFilename(response.headers.get('content-disposition')) ??
        `${fileStem(lead.name)}${suffixes[format]}`;
      saveBlob(blob, filename);
      toast({ title: 'Export Successful', description: `${filename} has been downloaded.` });
    } catch (error) {
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  return { download, pending };
}
