import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '@manan/ui-kit/testing';
import { renderCaseSetsAt } from './render-at';

const bank = {
  cases: [
    { id: 'tb-respiratory-01', title: 'Wheeze that will not settle', group: 'respiratory', expectedEsi: 2 },
    { id: 'tb-respiratory-02', title: 'Cough for a week', group: 'respiratory', expectedEsi: 5 },
    { id: 'tb-trauma-07', title: 'Fall from a ladder', group: 'trauma', expectedEsi: 2 },
  ],
};
const redFlags = {
  redFlags: [
    { id: 'acs', name: 'Possible acute coronary syndrome', group: 'cardiovascular' },
    { id: 'sepsis', name: 'Possible sepsis', group: 'infection' },
  ],
};
const created = {
  set: {
    id: 'set-9',
    title: 'Night shift drill',
    code: 'K7MQ-2XRA',
    caseCount: 2,
    traineeCount: 0,
    createdAt: '2026-11-24T06:00:00.000Z',
  },
};

const writtenCase = {
  title: 'Chest pain at the bus stop',
  patient: {
    patientAge: '58',
    gender: 'male',
    chiefComplaint: 'Chest pain',
    symptoms: 'Crushing central chest pain for 40 minutes, sweating',
    vitals: 'BP 150/90, HR 104, RR 22, SpO2 95%',
  },
  answer: {
    expectedEsi: 2,
    decisionPoint: 'B',
    redFlags: ['acs'],
    firstAction: 'ECG within 10 minutes',
    why: 'High-risk chest pain: ESI 2 whatever the resources',
    teachingPoints: ['Sweating with chest pain is high risk', 'Do the ECG before the history'],
  },
};

const change = (label: string | RegExp, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

function openNewSet() {
  fireEvent.click(screen.getByRole('button', { name: 'New case set' }));
  return screen.getByRole('form', { name: 'New case set' });
}

async function writeTheCase(form: HTMLElement) {
  fireEvent.click(within(form).getByRole('button', { name: 'Write a case' }));
  const card = within(form).getByRole('group', { name: 'Written case 1' });
  change('Case title', writtenCase.title, card);
  change('Patient age', writtenCase.patient.patientAge, card);
  change('Gender at birth', 'male', card);
  change('Chief complaint', writtenCase.patient.chiefComplaint, card);
  change('Detailed symptoms', writtenCase.patient.symptoms, card);
  change('Vital signs and lab values', writtenCase.patient.vitals, card);
  change('Expected ESI', '2', card);
  change('Decision point', 'B', card);
  change('Red flags a trainee should name', 'coronary', card);
  fireEvent.click(await within(card).findByRole('option', { name: /^Possible acute coronary syndrome/ }));
  expect(within(card).getByRole('list', { name: 'Red flags you picked' })).toHaveTextContent(
    'Possible acute coronary syndrome',
  );
  change('First action', writtenCase.answer.firstAction, card);
  change('Why this level', writtenCase.answer.why, card);
  change('Teaching points', writtenCase.answer.teachingPoints.join('\n'), card);
  return card;
}

describe('a new case set', () => {
  let fakeFetch: FakeFetch;
  beforeEach(() => {
    fakeFetch = installFakeFetch();
    fakeFetch.respond('GET /api/practice/sets', { body: { sets: [] } });
    fakeFetch.respond('GET /api/practice/bank', { body: bank });
    fakeFetch.respond('GET /api/practice/red-flags', { body: redFlags });
    fakeFetch.respond('GET /api/auth/status', {
      body: { authenticated: false, providers: { google: false } },
    });
  });

  it('when nothing is filled in, then the title and the cases are asked for and nothing is sent', async () => {
    renderCaseSetsAt('/practice/sets');
    await screen.findByText(/You have no case sets yet/);
    const form = openNewSet();
    fireEvent.click(within(form).getByRole('button', { name: 'Create case set' }));

    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription(
      expect.stringContaining('Give the case set a title'),
    );
    expect(within(form).getByText('Choose at least one bank case or write one')).toBeVisible();
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveFocus());
    expect(fakeFetch.bodiesOf('POST /api/practice/sets')).toHaveLength(0);
  });

  it('when a written case lacks its answer, then each missing part is named on its field', async () => {
    renderCaseSetsAt('/practice/sets');
    const form = openNewSet();
    change('Title', 'Night shift drill', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Write a case' }));
    const card = within(form).getByRole('group', { name: 'Written case 1' });
    change('Chief complaint', 'Chest pain', card);
    fireEvent.click(within(form).getByRole('button', { name: 'Create case set' }));

    expect(within(card).getByLabelText('Expected ESI')).toHaveAccessibleDescription(
      'Choose the expected ESI level',
    );
    expect(within(card).getByLabelText('Decision point')).toHaveAccessibleDescription(
      'Choose the decision point',
    );
    expect(within(card).getByLabelText('Teaching points')).toHaveAccessibleDescription(
      expect.stringContaining('Write at least one teaching point'),
    );
    expect(within(card).getByLabelText('Chief complaint')).not.toHaveAttribute('aria-invalid');
    expect(fakeFetch.bodiesOf('POST /api/practice/sets')).toHaveLength(0);
  });

  it('when bank cases are picked and a case is written, then the set is sent in that order and its share code is shown large with a copy button', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeFetch.respond('POST /api/practice/sets', { status: 201, body: created });
    fakeFetch.respond('GET /api/auth/status', {
      body: {
        authenticated: true,
        user: {
          id: 'u1',
          username: 'dr-ada',
          email: 'ada@example.org',
          displayName: 'Dr Ada',
          photoURL: null,
        },
        providers: { google: false },
      },
    });
    renderCaseSetsAt('/practice/sets');
    const form = openNewSet();
    change('Title', ' Night shift drill ', form);
    await within(form).findByLabelText('Search the teaching bank');
    change('Search the teaching bank', 'ladder', form);
    fireEvent.click(await within(form).findByRole('checkbox', { name: /Fall from a ladder/ }));
    change('Search the teaching bank', 'wheeze', form);
    fireEvent.click(within(form).getByRole('checkbox', { name: /Wheeze that will not settle/ }));
    expect(within(form).queryByRole('checkbox', { name: /Cough for a week/ })).toBeNull();
    await writeTheCase(form);
    expect(within(form).getByText('3 cases chosen')).toBeVisible();

    fireEvent.click(within(form).getByRole('button', { name: 'Create case set' }));

    const code = await screen.findByTestId('share-code');
    expect(code).toHaveTextContent('K7MQ-2XRA');
    expect(fakeFetch.bodiesOf('POST /api/practice/sets')).toEqual([
      {
        title: 'Night shift drill',
        educatorName: 'Dr Ada',
        cases: [{ bankId: 'tb-trauma-07' }, { bankId: 'tb-respiratory-01' }, writtenCase],
      },
    ]);
    expect(screen.getByText(/Trainees enter it under “Join a case set”/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Practice' })).toHaveAttribute('href', '/practice');
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('K7MQ-2XRA'));
    expect(await screen.findByText('Copied')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'New case set' })).toBeNull();
  });

  it('when a Free educator goes over 10 cases (403 PRACTICE.SET_CASE_LIMIT), then the limit is explained with a link to the plans', async () => {
    fakeFetch.respond('POST /api/practice/sets', {
      status: 403,
      body: {
        error: {
          code: 'PRACTICE.SET_CASE_LIMIT',
          message: 'Case sets with more than 10 cases are a Premium feature.',
        },
      },
    });
    renderCaseSetsAt('/practice/sets');
    const form = openNewSet();
    change('Title', 'Big drill', form);
    fireEvent.click(await within(form).findByRole('checkbox', { name: /Fall from a ladder/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create case set' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Case sets with more than 10 cases are a Premium feature.');
    expect(within(alert).getByRole('link', { name: 'See Premium plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('when the guard finds a name in a written case (400 PRIVACY.IDENTIFIERS_FOUND), then it is shown on that field and a dismissal is sent with the retry', async () => {
    const symptoms = `Mr Okonkwo, ${writtenCase.patient.symptoms}`;
    let calls = 0;
    fakeFetch.respond('POST /api/practice/sets', () => {
      calls += 1;
      return calls === 1
        ? {
            status: 400,
            body: {
              error: { code: 'PRIVACY.IDENTIFIERS_FOUND', message: 'Possible patient identifiers found' },
              identifiers: [
                { field: 'cases.1.symptoms', kind: 'name', text: 'Mr Okonkwo', start: 0, end: 10 },
              ],
            },
          }
        : { status: 201, body: created };
    });
    renderCaseSetsAt('/practice/sets');
    const form = openNewSet();
    change('Title', 'Night shift drill', form);
    fireEvent.click(await within(form).findByRole('checkbox', { name: /Fall from a ladder/ }));
    const card = await writeTheCase(form);
    change('Detailed symptoms', symptoms, card);
    fireEvent.click(within(form).getByRole('button', { name: 'Create case set' }));

    const field = within(card).getByLabelText('Detailed symptoms');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Possible patient identifier: name “Mr Okonkwo”'),
      ),
    );
    expect(within(card).getByLabelText('Chief complaint')).not.toHaveAccessibleDescription(/identifier/);
    fireEvent.click(within(card).getByRole('button', { name: 'Not an identifier: Mr Okonkwo' }));
    expect(field).not.toHaveAccessibleDescription(/identifier/);
    fireEvent.click(within(form).getByRole('button', { name: 'Create case set' }));

    await screen.findByTestId('share-code');
    const [, retry] = fakeFetch.bodiesOf('POST /api/practice/sets') as Array<Record<string, unknown>>;
    expect(retry).toMatchObject({
      cases: [{ bankId: 'tb-trauma-07' }, { patient: { symptoms } }],
      dismissedIdentifiers: [{ field: 'cases.1.symptoms', kind: 'name', text: 'Mr Okonkwo' }],
    });
  });
});
