import { practiceLimits } from '@manan/contracts';
import { VisuallyHidden } from '@manan/ui-kit';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { redFlagOptions, type CatalogueRedFlag, type PickedRedFlag } from '../lib/red-flag-options';
import { controlStyles } from './control-styles';

const Wrapper = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

const Input = styled.input`
  ${controlStyles}
`;

const Listbox = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 5;
  max-height: 18rem;
  overflow-y: auto;
  margin: ${({ theme }) => theme.space(0.5)} 0 0;
  padding: ${({ theme }) => theme.space(0.5)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Option = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceMuted : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.focusRing}` : 'none')};
  outline-offset: -2px;

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(0.5)} ${theme.space(0.5)} ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: anywhere;

  button {
    min-width: 32px;
    min-height: 32px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.round};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 1.125rem;
    line-height: 1;
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.border};
  }
`;

export interface RedFlagPickerProps {
  label: string;
  catalogue: readonly CatalogueRedFlag[];
  picked: readonly PickedRedFlag[];
  onChange: (picked: PickedRedFlag[]) => void;
  /** Offer "Add '<typed>'" for words that are not in the catalogue (a trainee's answer may; a set's answer key may not). */
  allowTyped?: boolean;
  /** How many flags may be picked. */
  max?: number;
  error?: string | undefined;
}

/**
 * Red flags picked from the guideline engine's catalogue: a combobox (WAI-ARIA combobox pattern: arrows move,
 * Enter picks, Escape closes) with the picked flags as removable chips, optionally offering to add what was typed.
 */
export function RedFlagPicker({
  label,
  catalogue,
  picked,
  onChange,
  allowTyped = false,
  max = practiceLimits.redFlags,
  error,
}: RedFlagPickerProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // -1: no option active until the arrows move (typing alone never picks)
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const full = picked.length >= max;
  const options = open && !full ? redFlagOptions(catalogue, picked, query, { allowTyped }) : [];
  const activeOption = active >= 0 ? options[Math.min(active, options.length - 1)] : undefined;
  const hint = full
    ? `You have picked the most red flags an answer takes (${max}).`
    : allowTyped
      ? 'Type to search the guideline red flags, or add your own words.'
      : 'Type to search the guideline red flags.';

  const pick = (flag: PickedRedFlag) => {
    onChange([...picked, flag]);
    setQuery('');
    setActive(-1);
    setAnnouncement(`Added ${flag.text}.`);
  };
  const remove = (flag: PickedRedFlag) => {
    onChange(picked.filter((candidate) => candidate !== flag));
    setAnnouncement(`Removed ${flag.text}.`);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const count = Math.max(options.length, 1);
      setActive((current) =>
        event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
      );
    } else if (event.key === 'Enter') {
      // Enter picks; it never commits the whole form from inside the picker.
      if (open && activeOption) {
        event.preventDefault();
        pick(activeOption.flag);
      } else if (query.trim()) event.preventDefault();
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
    }
  };

  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Hint id={hintId}>{hint}</Hint>
      <Input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listboxId}
        aria-activedescendant={activeOption ? `${id}-option-${activeOption.key}` : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        disabled={full}
        maxLength={practiceLimits.redFlagText}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <Listbox id={listboxId} role="listbox" aria-label="Red flags" hidden={options.length === 0}>
        {options.map((option) => (
          <Option
            key={option.key}
            id={`${id}-option-${option.key}`}
            role="option"
            aria-selected={option === activeOption}
            $active={option === activeOption}
            // Keep the focus in the input, so picking with the mouse works like Enter.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option.flag)}
          >
            {option.label}
            {option.detail ? <small>{option.detail}</small> : null}
          </Option>
        ))}
      </Listbox>
      {open && !full && query.trim() && options.length === 0 ? (
        <Hint>No guideline red flag matches ‘{query.trim()}’.</Hint>
      ) : null}
      {picked.length ? (
        <Chips aria-label="Red flags you picked">
          {picked.map((flag) => (
            <Chip key={flag.id ?? `typed:${flag.text}`}>
              {flag.text}
              <button type="button" aria-label={`Remove ${flag.text}`} onClick={() => remove(flag)}>
                ×
              </button>
            </Chip>
          ))}
        </Chips>
      ) : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Wrapper>
  );
}
