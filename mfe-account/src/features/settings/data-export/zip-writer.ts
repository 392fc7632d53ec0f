import { strToU8, Zip, ZipDeflate } from 'fflate';

/** A ZIP written as it goes: each file is compressed when added, and only the compressed bytes are kept. */
export interface ZipWriter {
  addJson(path: string, value: unknown): void;
  addText(path: string, text: string): void;
  /** Closes the archive: its bytes as one Blob. */
  finish(): Promise<Blob>;
}

export function createZipWriter(): ZipWriter {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else chunks.push(chunk);
    if (final) finished = true;
  });
  const add = (path: string, bytes: Uint8Array) => {
    const file = new ZipDeflate(path, { level: 6 });
    zip.add(file);
    file.push(bytes, true);
    if (failure) throw failure;
  };
  return {
    addJson: (path, value) => add(path, strToU8(`${JSON.stringify(value, null, 2)}\n`)),
    addText: (path, text) => add(path, strToU8(text)),
    async finish() {
      zip.end();
      // Deflating synchronously (ZipDeflate), fflate has called back with the last chunk by now.
      if (failure) throw failure;
      if (!finished) throw new Error('the ZIP did not finish');
      return new Blob(chunks as BlobPart[], { type: 'application/zip' });
    },
  };
}
