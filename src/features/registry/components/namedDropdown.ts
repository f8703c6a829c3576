/**
 * PrimeReact 10's Dropdown has two accessibility faults that axe reports: its hidden <select> for
 * screen readers has no name (select-name), and a focused dropdown puts aria-activedescendant="dropdownItem_-1"
 * on its root <div>, which has no role (aria-allowed-attr). Name both after the field's label and drop
 * the stray attribute (the inner combobox input keeps its own, valid one).
 */
export function namedDropdown(label: string) {
  return { ariaLabel: label, pt: { select: { 'aria-label': label }, root: { 'aria-activedescendant': undefined } } } as const;
}
