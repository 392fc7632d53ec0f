import styled from 'styled-components';
import { Button, Card } from '@manan/ui-kit';
import { useDownloadMyData } from './data-export/use-download-my-data';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-variant-numeric: tabular-nums;
`;

/** "Download my data": everything MANAN keeps about the user, as one ZIP. */
export function DownloadMyData() {
  const { download, casesWritten } = useDownloadMyData();
  const busy = casesWritten !== null;
  return (
    <Card aria-labelledby="settings-data-heading">
      <h2 id="settings-data-heading">Your data</h2>
      <Lead>
        One ZIP file with your account, your settings, every case with all its analyses, and your subscription
        and usage. Each case also comes as a FHIR R4 file that a hospital system can import.
      </Lead>
      <Button type="button" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? 'Preparing your data…' : 'Download my data'}
      </Button>
      <Status role="status">
        {busy && casesWritten > 0
          ? `${casesWritten} case${casesWritten === 1 ? '' : 's'} written so far`
          : ''}
      </Status>
    </Card>
  );
}
