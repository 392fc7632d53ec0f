import { render, screen, within } from '@testing-library/react';
import { ThemeRoot } from '../../theme/theme-root';
import { AnalysisText } from '../analysis-text';
import { parseAnalysisText } from '../parse-analysis-text';

const analysis = [
  '1. TRIAGE LEVEL',
  'HIGH - ESI 2, decision point B',
  'Why this level:',
  '- Chest pain with sweating',
  '',
  '3. RED FLAGS',
  '- Possible acute coronary syndrome [ESI floor 2]',
  '',
  '4. DIFFERENTIAL DIAGNOSIS',
  '1. Acute coronary syndrome - typical pain',
  '2. Aortic dissection - radiating pain',
  '',
  '8. LIMITATIONS',
  'Training only. <img src=x onerror=alert(1)>',
].join('\n');

describe('AnalysisText', () => {
  it('shows numbered uppercase lines as headings and the rest as paragraphs and lists', () => {
    render(
      <ThemeRoot>
        <AnalysisText text={analysis} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '1. TRIAGE LEVEL',
      '3. RED FLAGS',
      '4. DIFFERENTIAL DIAGNOSIS',
      '8. LIMITATIONS',
    ]);
    const differential = screen.getByRole('region', { name: '4. DIFFERENTIAL DIAGNOSIS' });
    expect(within(differential).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('HIGH - ESI 2, decision point B').tagName).toBe('P');
  });

  it('marks the red-flag section and renders markup as plain text', () => {
    const { container } = render(
      <ThemeRoot>
        <AnalysisText text={analysis} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('region', { name: '3. RED FLAGS' })).toHaveAttribute('data-red-flags', 'true');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Training only. <img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it("lets the app add to a heading's words while the heading keeps its text as its name", () => {
    render(
      <ThemeRoot>
        <AnalysisText
          text={analysis}
          renderHeading={(heading) =>
            heading.endsWith('DIFFERENTIAL DIAGNOSIS') ? <button type="button">{heading}</button> : heading
          }
        />
      </ThemeRoot>,
    );
    const heading = screen.getByRole('heading', { name: '4. DIFFERENTIAL DIAGNOSIS' });
    expect(within(heading).getByRole('button', { name: '4. DIFFERENTIAL DIAGNOSIS' })).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: '3. RED FLAGS' })).queryByRole('button')).toBeNull();
  });

  it('keeps text before the first heading and ignores markdown marks around headings', () => {
    const sections = parseAnalysisText('Summary first\n## **2. KEY FINDINGS**\n* one\n* two');
    expect(sections).toEqual([
      { heading: '', blocks: [{ kind: 'paragraph', text: 'Summary first' }], isRedFlags: false },
      { heading: '2. KEY FINDINGS', blocks: [{ kind: 'bullets', items: ['one', 'two'] }], isRedFlags: false },
    ]);
  });
});
