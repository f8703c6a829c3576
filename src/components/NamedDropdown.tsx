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
import { useTranslation } from 'react-i18next';
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

/**
 * Options given as { value, label } objects are picked by their `value`. Without an explicit
 * optionValue PrimeReact hands back the whole option object when its value is empty (an "All …"
 * choice with value ''), which a filter would then send as "[object Object]".
 */
function valueKey(props: Omit<NamedDropdownProps, 'label'>): string | undefined {
  if (props.optionValue || props.useOptionAsValue || props.optionGroupChildren) return props.optionValue;
  const first: unknown = props.options?.[0];
  return first !== null && typeof first === 'object' && 'value' in first ? 'value' : undefined;
}

/**
 * While its options load, PrimeReact's own `loading` ignores every tap: on a slow network a person
 * taps, sees nothing open and has to guess when to tap again. Here a tap always opens the panel: it
 * says "Loading…" until the options arrive and then lists them; the trigger spins and the field is
 * marked busy meanwhile.
 */
function whileLoading(props: Omit<NamedDropdownProps, 'label'>, loadingText: string): Partial<DropdownProps> {
  if (!props.loading) return {};
  return { loading: false, dropdownIcon: 'pi pi-spin pi-spinner', emptyMessage: loadingText, emptyFilterMessage: loadingText, 'aria-busy': true };
}

export function NamedDropdown({ label, ...props }: NamedDropdownProps) {
  const { t } = useTranslation();
  return <Dropdown {...props} {...whileLoading(props, t('common:loading'))} optionValue={valueKey(props)} {...namedDropdown(label)} />;
}
