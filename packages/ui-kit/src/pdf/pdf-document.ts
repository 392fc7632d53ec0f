/** The part of jsPDF the builder uses; apps load jsPDF itself with import() and pass its class in. */
export interface PdfDocument {
  internal: { pageSize: { getHeight(): number } };
  addFileToVFS(fileName: string, base64Content: string): unknown;
  addFont(fileName: string, fontName: string, fontStyle: string): unknown;
  setFont(fontName: string, fontStyle: string): unknown;
  setFontSize(points: number): unknown;
  splitTextToSize(text: string, width: number): unknown;
  text(text: string, x: number, y: number, options?: { align?: 'left' | 'right' }): unknown;
  addPage(): unknown;
  setPage(page: number): unknown;
  getNumberOfPages(): number;
  setProperties(properties: { title?: string; subject?: string }): unknown;
}

export type PdfDocumentClass<Doc extends PdfDocument = PdfDocument> = new (options: {
  orientation: 'portrait';
  unit: 'mm';
  format: 'a4';
}) => Doc;
