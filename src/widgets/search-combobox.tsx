import { useMemo, useState, type KeyboardEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import { rankByMatch } from '../lib/search-rank';

/**
 * One choice of the list. `note` is shown after the label (e.g. "already selected"); `detail` (e.g. a medication's
 * dosing) on a line of its own under it, at most two lines shown, and is part of the option's accessible name.
 */
export interface ComboOption {
  value: string;
  label: string;
  note?: string;
  detail?: string;
}

/** A titled group of choices (the title is omitted for a flat list). */
export interface ComboGroup {
  label?: string;
  options: readonly ComboOption[];
}

export interface SearchComboboxProps {
  id: string;
  /** Visible label of the search input. */
  label: string;
  placeholder?: string;
  groups: readonly ComboGroup[];
  /** A choice was made; answers a message to show instead (e.g. a refusal), or undefined. */
  onPick: (option: ComboOption) => string | undefined;
  /**
   * Enter was pressed on typed text with no highlighted choice. Answers undefined when the text names no choice
   * (nothing happens), else `{refused}`: the message of a refusal, or undefined when the choice was taken.
   */
  onSubmitText?: (text: string) => { refused: string | undefined } | undefined;
  disabled?: boolean;
}

/** Spec: the text of a search with no match. */
export const NO_OPTIONS_TEXT = 'No options found.';

/**
 * Groups keeping only choices whose label contains `query`, ignoring case, each group's best matches first (a label
 * starting with the query, e.g. a code prefix, then a whole word, then a word's start, then anywhere:
 * src/lib/search-rank.ts); empty groups are dropped.
 */
export function filterGroups(groups: readonly ComboGroup[], query: string): ComboGroup[] {
  return groups
    .map((group) => ({ ...group, options: rankByMatch(group.options, query, (option) => option.label) }))
    .filter((group) => group.options.length > 0);
}

/**
 * A searchable list (WAI-ARIA combobox with a grouped listbox): type to filter, ArrowDown/ArrowUp to move,
 * Enter to choose (the highlighted choice, or the only one left, or the typed text via `onSubmitText`), Escape to
 * close. The popup is about ten rows tall and scrolls.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const { id, label, placeholder, groups, onPick, onSubmitText, disabled } = props;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState<string>();
  const shown = useMemo(() => filterGroups(groups, query), [groups, query]);
  const flat = useMemo(() => shown.flatMap((group) => group.options), [shown]);
  const listboxId = `${id}__listbox`;
  const optionId = (index: number) => `${id}__option-${index}`;

  const moveTo = (index: number) => {
    setOpen(true);
    const next = Math.max(0, Math.min(flat.length - 1, index));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const pick = (option: ComboOption) => {
    const refusal = onPick(option);
    setMessage(refusal);
    if (!refusal) setQuery('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveTo(open ? active + 1 : 0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) moveTo(active - 1);
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // With nothing highlighted, a search narrowed to a single choice takes it
      const highlighted = (open ? flat[active] : undefined) ?? (query.trim() && flat.length === 1 ? flat[0] : undefined);
      if (highlighted) pick(highlighted);
      else if (query.trim() && onSubmitText) {
        const outcome = onSubmitText(query.trim());
        if (!outcome) return;
        setMessage(outcome.refused);
        if (!outcome.refused) setQuery('');
        setOpen(false);
      }
    }
  };

  let index = -1;
  return (
    <div
      className="sl-combo"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={id} className="sl-label">
        {label}
      </label>
      <InputText
        id={id}
        role="combobox"
        value={query}
        placeholder={placeholder}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}__message`}
        disabled={disabled}
        onChange={(event) => {
          setQuery(event.target.value);
          setMessage(undefined);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <div className="sl-combo__popup">
          {flat.length === 0 ? (
            <p className="sl-combo__empty">{NO_OPTIONS_TEXT}</p>
          ) : (
            <ul id={listboxId} role="listbox" aria-label={label} className="sl-combo__list">
              {shown.map((group, groupIndex) => (
                <li key={group.label ?? groupIndex} role="presentation">
                  {group.label && (
                    <div id={`${id}__group-${groupIndex}`} role="presentation" className="sl-combo__group">
                      {group.label}
                    </div>
                  )}
                  <ul role="group" aria-labelledby={group.label ? `${id}__group-${groupIndex}` : undefined}>
                    {group.options.map((option) => {
                      index += 1;
                      const at = index;
                      return (
                        <li
                          key={option.value}
                          id={optionId(at)}
                          role="option"
                          aria-selected={at === active}
                          className={`sl-combo__option${at === active ? ' sl-combo__option--active' : ''}`}
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => pick(option)}
                        >
                          {option.label}
                          {option.note && <span className="sl-combo__note"> ({option.note})</span>}
                          {option.detail && (
                            <>
                              {' '}
                              <span className="sl-combo__detail">{option.detail}</span>
                            </>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div id={`${id}__message`} className="sl-hint" aria-live="polite">
        {message && (
          <span role="alert" className="sl-hint--error">
            {message}
          </span>
        )}
      </div>
    </div>
  );
}
