import type { RemovedIdentifiers } from '@manan/contracts';
import { readApiError, useToast, type ToastInput } from '@manan/ui-kit';
import { useRef, useState, type ChangeEvent } from 'react';
import { useParseBloodReportMutation } from '../../api/triage-api';
import { maxUploads } from './upload-phrases';

const isPdf = (file: File) => /\.pdf$/i.test(file.name);

/** The code of the 429 for a user with 2 reports being read already (another tab, say). */
const tooManyInFlight = 'BLOOD_REPORT.TOO_MANY_IN_FLIGHT';

/**
 * The spec's parse-failure toast, except when the report was not read at all because the user's other
 * uploads are still being read: then entering values by hand is not the remedy, waiting is.
 */
export function uploadFailureToast(error: unknown): ToastInput {
  const { code, message } = readApiError(error);
  if (code === tooManyInFlight) {
    return {
      title: 'Please wait',
      description:
        message ?? 'Your other blood reports are still being read; upload this one again when they finish.',
      variant: 'destructive',
    };
  }
  return {
    title: 'Error',
    description: 'Failed to parse blood report. Please enter values manually.',
    variant: 'destructive',
  };
}

/**
 * Blood-report uploads (spec §4/§5/§8): PDFs only, at most 5 per session, one request per file in
 * sequence; each parsed text goes to `onParsed`, with what svc-triage removed from it as possible patient
 * identifiers; the counter rises by the batch after a successful batch.
 */
export function useBloodReportUpload(onParsed: (parsedText: string, removed: RemovedIdentifiers) => void) {
  const toast = useToast();
  const [parseBloodReport] = useParseBloodReportMutation();
  const [uploaded, setUploaded] = useState(0);
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const remaining = maxUploads - uploaded;

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  async function uploadBatch(files: File[]) {
    try {
      for (const [index, file] of files.entries()) {
        setProgress({ current: index + 1, total: files.length });
        const { parsedText, removedIdentifiers } = await parseBloodReport(file).unwrap();
        onParsed(parsedText, removedIdentifiers ?? []);
      }
      const left = remaining - files.length;
      setUploaded((count) => count + files.length);
      toast({
        title: 'Success',
        description: `Blood report values have been added to vitals (${left} uploads remaining)`,
      });
    } catch (error) {
      toast(uploadFailureToast(error));
    } finally {
      setProgress(null);
      clearInput();
    }
  }

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    if (files.length === 0) return;
    if (files.some((file) => !isPdf(file))) {
      toast({
        title: 'Error',
        description: 'Only PDF files (.pdf) can be uploaded.',
        variant: 'destructive',
      });
      clearInput();
      return;
    }
    if (uploaded + files.length > maxUploads) {
      toast({
        title: 'Upload limit reached',
        description: `You can only upload ${remaining} more files.`,
        variant: 'destructive',
      });
      clearInput();
      return;
    }
    await uploadBatch(files);
  }

  return { inputRef, remaining, processing: progress !== null, progress, handleChange };
}
