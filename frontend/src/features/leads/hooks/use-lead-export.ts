import { useState } from 'react';
import { errorMessage, type ExportLeadApiArg } from '../../../api';
import { downloadFile } from './download-file';
import { useToast } from '../../../components/toast/use-toast';

export type ExportFormat = ExportLeadApiArg['format'];

// docs/product.md, "Lead details": the file is named from the lead's name (the server's Content-Disposition
// says so too).
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
      const filename = await downloadFile(
        `/api/leads/${lead.id}/export?format=${format}`,
        `${fileStem(lead.name)}${suffixes[format]}`,
      );
      toast({ title: 'Export Successful', description: `${filename} has been downloaded.` });
    } catch (error) {
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  return { download, pending };
}
