import { useState } from 'react';
import { errorMessage, type ExportLeadsCsvApiArg } from '../../../api';
import { useToast } from '../../../components/toast/use-toast';
import { downloadFile } from './download-file';
import { toListLeadsArg, type LeadsView } from './use-leads-view';

/** The CSV's query of a view: its search, filters and sort; every page of it. */
export function toExportArg(view: LeadsView): ExportLeadsCsvApiArg {
  const { sort, order, search, status, assignedTo } = toListLeadsArg(view);
  return {
    sort,
    order,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(assignedTo ? { assignedTo } : {}),
  };
}

/**
 * Downloads the leads of the list's current view as CSV (`GET /api/leads/export.csv`), for a CRM or a
 * spreadsheet beside the product.
 */
export function useLeadsCsvExport() {
  const [pending, setPending] = useState(false);
  const { toast } = useToast();

  const download = async (view: LeadsView) => {
    setPending(true);
    try {
      const query = new URLSearchParams(Object.entries(toExportArg(view)) as [string, string][]);
      const filename = await downloadFile(
        `/api/leads/export.csv?${query}`,
        `leads-${new Date().toISOString().slice(0, 10)}.csv`,
      );
      toast({ title: 'Export Successful', description: `${filename} has been downloaded.` });
    } catch (error) {
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return { download, pending };
}
