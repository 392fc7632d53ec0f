import type { RemovedIdentifiers } from '@manan/contracts';
import { Button } from '@manan/ui-kit';
import styled from 'styled-components';
import { useBloodReportUpload } from './use-blood-report-upload';
import { InlineSpinner } from '../../components/inline-spinner';
import { useUploadPhrase } from './use-upload-phrase';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const HiddenInput = styled.input`
  display: none;
`;

export interface BloodReportUploadProps {
  onParsed: (parsedText: string, removed: RemovedIdentifiers) => void;
  disabled?: boolean;
}

/** 'Upload Blood Report (N remaining)': PDFs whose lab values are appended to the vitals field. */
export function BloodReportUpload({ onParsed, disabled }: BloodReportUploadProps) {
  const { inputRef, remaining, processing, progress, handleChange } = useBloodReportUpload(onParsed);
  const phrase = useUploadPhrase(processing);
  return (
    <Row>
      <HiddenInput
        ref={inputRef}
        type="file"
        accept=".pdf,application/pdf"
        multiple
        data-testid="blood-report-input"
        aria-label="Blood report PDF files"
        onChange={(event) => void handleChange(event)}
      />
      <Button
        type="button"
        $variant="secondary"
        disabled={disabled || processing || remaining <= 0}
        aria-busy={processing || undefined}
        onClick={() => inputRef.current?.click()}
      >
        Upload Blood Report ({remaining} remaining)
      </Button>
      <Status role="status" aria-live="polite">
        {processing && progress ? (
          <>
            <InlineSpinner />
            {progress.total > 1 ? `${phrase} (file ${progress.current} of ${progress.total})` : phrase}
          </>
        ) : null}
      </Status>
    </Row>
  );
}
