/**
 * Where and how large a PDF writes, in millimetres and points, from the spec's layouts (§9). Every
 * baseline is measured from the top of the page, every bottom distance from its foot.
 */
export interface PdfLayout {
  /** Left margin: every line starts here. */
  left: number;
  /** The width text wraps to; the page number is right-aligned at its end. */
  textWidth: number;
  /** The baseline of the first line on each page. */
  top: number;
  /** The lowest baseline a line may sit on, from the foot of the page (the footer is below it). */
  bottom: number;
  /** The footer's baseline, from the foot of the page. */
  footerFromBottom: number;
  /** The distance between baselines. */
  lineHeight: number;
  /** Extra space under the title. */
  titleGap: number;
  /** Extra space above a heading of the analysis. */
  headingGap: number;
  /** Extra space for a blank line in the analysis (0: blank lines are dropped). */
  blankLineGap: number;
  sizes: { title: number; heading: number; body: number; footer: number };
}

const triageMargin = 15;
const triageLineHeight = 5.5;
const triageFooterSpace = 12;

/** Spec §9, the triage view: A4 portrait, millimetres, margins 15, text width 180. */
export const triageViewPdfLayout: PdfLayout = {
  left: triageMargin,
  textWidth: 180,
  top: triageMargin + 7,
  bottom: triageMargin + triageFooterSpace,
  footerFromBottom: triageMargin - 5,
  lineHeight: triageLineHeight,
  titleGap: 6,
  headingGap: 2,
  blankLineGap: triageLineHeight / 2,
  sizes: { title: 18, heading: 12, body: 11, footer: 9 },
};

/**
 * Spec §9, a past assessment: A4 portrait, millimetres, left margin 20, text width 170, line height 7,
 * bottom margin 20, headings size 14 bold, body size 11.
 */
export const pastAssessmentPdfLayout: PdfLayout = {
  left: 20,
  textWidth: 170,
  top: 20,
  bottom: 20,
  footerFromBottom: 10,
  lineHeight: 7,
  titleGap: 0,
  headingGap: 2,
  blankLineGap: 0,
  sizes: { title: 18, heading: 14, body: 11, footer: 9 },
};

/** The file names of spec §7: the triage view's, and a past assessment's with its case id. */
export const triageAnalysisPdfFileName = 'triage-analysis.pdf';

export function pastAssessmentPdfFileName(caseId: string): string {
  return `triage-analysis-${caseId.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
}
