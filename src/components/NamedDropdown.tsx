// The one PrimeReact Dropdown of the app (eslint forbids importing primereact/dropdown elsewhere).
//
// PrimeReact 10's Dropdown has accessibility faults that axe reports:
//  - its hidden <select> for screen readers has no name (select-name);
//  - a focused dropdown puts aria-activedescendant="dropdownItem_-1" on its root <div>, which has no
//    role (aria-allowed-attr);
//  - its trigger (role=button) is named after the placeholder, not after the field;
//  - its `ariaLabel` prop names only that trigger: the focusable input has no name unless a <label for>
//    points at its inputId (none in a table row).
// NamedDropdown names the focusable input (`aria-label` reaches it, and the root too, where pt removes it
// again: a role-less <div> may not carry one), the hidden <select> and the trigger after `label`, and drops
// the stray aria-activedescendant of the root (the input keeps its own, valid one).
import type { Ref } from 'react';
import { Dropdown, type DropdownProps } from 'primereact/dropdown';

/** Dropdown props that name every part after `label`; for callers that must render Dropdown themselves. */
export function namedDropdown(label: string) {
  return {
    ariaLabel: label,
    'aria-label': label,
    pt: {
      select: { 'aria-label': label },
      trigger: { 'aria-label': label },
      root: { 'aria-label': undefined, 'aria-activedescendant': undefined },
    },
  } as const;
}

export type NamedDropdownProps = Omit<DropdownProps, 'ariaLabel' | 'aria-label' | 'pt'> & {
  /** The accessible name of the field (usually the text of its visible label). */
  label: string;
  ref?: Ref<Dropdown>;
};

export function NamedDropdown({ label, ...props }: NamedDropdownProps) {
  return <Dropdown {...props} {...namedDropdown(label)} />;
}
