/**
 * A reader that stops reading (`npm run triage:eval | head`) ends the command quietly, as other
 * command-line tools do, instead of an unhandled EPIPE with a stack trace. Any other write error is
 * still thrown.
 */
export function endQuietlyWhenReaderCloses(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}
