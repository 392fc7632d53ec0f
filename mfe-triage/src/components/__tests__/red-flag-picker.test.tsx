import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeRoot } from '@manan/ui-kit';
import { useState } from 'react';
import type { PickedRedFlag } from '../../lib/red-flag-options';
import { RedFlagPicker, type RedFlagPickerProps } from '../red-flag-picker';

const catalogue = [
  { id: 'acs', name: 'Possible acute coronary syndrome', group: 'cardiovascular' },
  { id: 'dissection', name: 'Possible aortic dissection', group: 'cardiovascular' },
  { id: 'sepsis', name: 'Possible sepsis', group: 'infection' },
];

/** The picker as a form holds it: the picked flags in state, each change also reported to `onChange`. */
function Harness(
  props: Omit<RedFlagPickerProps, 'picked' | 'onChange' | 'catalogue'> & {
    onChange: (picked: PickedRedFlag[]) => void;
  },
) {
  const [picked, setPicked] = useState<PickedRedFlag[]>([]);
  return (
    <RedFlagPicker
      {...props}
      catalogue={catalogue}
      picked={picked}
      onChange={(next) => {
        setPicked(next);
        props.onChange(next);
      }}
    />
  );
}

function renderPicker(props: Partial<RedFlagPickerProps> = {}) {
  const onChange = jest.fn<void, [PickedRedFlag[]]>();
  render(
    <ThemeRoot>
      <Harness label="Red flags" {...props} onChange={onChange} />
    </ThemeRoot>,
  );
  return { onChange, input: screen.getByRole('combobox', { name: 'Red flags' }) };
}

const optionNames = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option')
    .map((option) => option.firstChild?.textContent);

describe('the shared red-flag picker', () => {
  it('is a combobox operated by keyboard: arrows move the active option, Enter picks, Escape closes', () => {
    const { input, onChange } = renderPicker();
    fireEvent.change(input, { target: { value: 'possible cardio' } });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Possible acute coronary syndrome', 'Possible aortic dissection']);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'dissection', text: 'Possible aortic dissection' }]);
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Added Possible aortic dissection.');
    fireEvent.change(input, { target: { value: 'sepsis' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('without allowTyped, offers only catalogue flags and says when nothing matches', () => {
    const { input } = renderPicker();
    fireEvent.change(input, { target: { value: 'sweaty' } });
    expect(optionNames()).toEqual([]);
    expect(screen.getByText('No guideline red flag matches ‘sweaty’.')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByRole('list', { name: 'Red flags you picked' })).toBeNull();
  });

  it('with allowTyped, offers "Add \'<typed>\'" and picks it as text without an id', () => {
    const { input, onChange } = renderPicker({ allowTyped: true });
    fireEvent.change(input, { target: { value: 'sweaty' } });
    fireEvent.click(screen.getByRole('option', { name: "Add 'sweaty'" }));
    expect(onChange).toHaveBeenLastCalledWith([{ text: 'sweaty' }]);
  });

  it('removes a picked flag with its button, and stops taking more at the limit', () => {
    const { input, onChange } = renderPicker({ max: 2 });
    for (const typed of ['sepsis', 'coronary']) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.click(screen.getAllByRole('option')[0]!);
    }
    expect(input).toBeDisabled();
    expect(screen.getByText('You have picked the most red flags an answer takes (2).')).toBeInTheDocument();
    const picked = screen.getByRole('list', { name: 'Red flags you picked' });
    fireEvent.click(within(picked).getByRole('button', { name: 'Remove Possible sepsis' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'acs', text: 'Possible acute coronary syndrome' }]);
    expect(input).toBeEnabled();
  });

  it('ties an error to the input', () => {
    const { input } = renderPicker({ error: 'Choose at most 8 red flags' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Choose at most 8 red flags/);
  });
});
