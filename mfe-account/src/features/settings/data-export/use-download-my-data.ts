import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useToast, type MananDispatch } from '@manan/ui-kit';
import { dataExportApi } from '../../../api/data-export-api';
import { saveFile } from '../../../lib/save-file';
import { writeDataExport, type DataExportSources } from './data-export-archive';
import { createZipWriter } from './zip-writer';

export const dataExportToasts = {
  success: (fileName: string) => ({ title: 'Your data is ready', description: `Saved as ${fileName}.` }),
  failure: {
    title: 'Error',
    description: 'Could not download your data. Please try again.',
    variant: 'destructive',
  },
} as const;

/** manan-data-2026-11-24.zip: the day of the export, so downloads on different days do not clash. */
export const dataExportFileName = (now: Date) => `manan-data-${now.toISOString().slice(0, 10)}.zip`;

/** Each part read once, uncached (see dataExportApi), as the signed-in user. */
function sourcesOf(dispatch: MananDispatch): DataExportSources {
  const once = { subscribe: false, forceRefetch: true } as const;
  const { accountExport, billingExport, caseExportPage } = dataExportApi.endpoints;
  return {
    account: () => dispatch(accountExport.initiate(undefined, once)).unwrap(),
    billing: () => dispatch(billingExport.initiate(undefined, once)).unwrap(),
    casePage: (cursor) => dispatch(caseExportPage.initiate(cursor, once)).unwrap(),
  };
}

/**
 * "Download my data": the browser asks each service for its part (the gateway stays a router, and each
 * part is a call the service already authorises for the caller alone), writes them into a ZIP as they
 * arrive and saves it. `casesWritten` is null while idle, and counts while preparing.
 */
export function useDownloadMyData() {
  const dispatch = useDispatch<MananDispatch>();
  const toast = useToast();
  const [casesWritten, setCasesWritten] = useState<number | null>(null);

  const download = useCallback(async () => {
    setCasesWritten(0);
    try {
      const zip = createZipWriter();
      await writeDataExport(sourcesOf(dispatch), zip, setCasesWritten);
      const fileName = dataExportFileName(new Date());
      saveFile(await zip.finish(), fileName);
      toast(dataExportToasts.success(fileName));
    } catch (error) {
      console.error('Could not prepare the data export:', error instanceof Error ? error.message : error);
      toast(dataExportToasts.failure);
    } finally {
      setCasesWritten(null);
    }
  }, [dispatch, toast]);

  return { download, casesWritten };
}
