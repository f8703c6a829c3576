// The shared Dropdown names its hidden <select>, its combobox and its trigger after the label, and
// never leaves PrimeReact's stray aria-activedescendant on its role-less root (axe: select-name,
// aria-allowed-attr, button-name).
import { expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NamedDropdown } from './NamedDropdown';

it('names every part after the label and drops the stray attribute on focus', () => {
  const { container } = render(
    <NamedDropdown label="Role" value="a" options={[{ value: 'a', label: 'Athlete' }, { value: 'b', label: 'Admin' }]} placeholder="All roles" className="x" />,
  );
  expect(container.querySelector('select')).toHaveAttribute('aria-label', 'Role');
  // The focusable input (PrimeReact's ariaLabel prop alone leaves it unnamed).
  expect(container.querySelector('input[type="text"]')).toHaveAttribute('aria-label', 'Role');
  expect(container.querySelector('.p-dropdown')).not.toHaveAttribute('aria-label');
  expect(screen.getByRole('button', { name: 'Role' })).toBeInTheDocument();
  fireEvent.focus(container.querySelector('input[type="text"]')!);
  expect(container.querySelector('.p-dropdown')).not.toHaveAttribute('aria-activedescendant');
  expect(container.querySelector('.p-dropdown')).toHaveClass('x');
});

it("an 'All …' option with an empty value gives '', not the option object", async () => {
  const onChange = vi.fn();
  const { container } = render(<NamedDropdown label="Role" value="a" options={[{ value: '', label: 'All roles' }, { value: 'a', label: 'Athlete' }]} onChange={(e) => onChange(e.value)} />);
  await userEvent.click(container.querySelector<HTMLElement>('.p-dropdown')!);
  await userEvent.click(await screen.findByText('All roles', { selector: '.p-dropdown-item, .p-dropdown-item *' }));
  expect(onChange).toHaveBeenCalledWith('');
});

it('a tap while the options load opens the panel: "Loading…", then the options as they arrive', async () => {
  const onChange = vi.fn();
  const props = { label: 'Tori', value: null, onChange: (e: { value: unknown }) => onChange(e.value), emptyMessage: 'No athletes', placeholder: 'Pick an athlete' };
  const { container, rerender } = render(<NamedDropdown {...props} options={[]} loading />);
  const root = container.querySelector<HTMLElement>('.p-dropdown')!;
  const input = () => container.querySelector('input[type="text"]');
  expect(input()).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(root);
  expect(await screen.findByText('Loading…', { selector: '.p-dropdown-empty-message' })).toBeInTheDocument();
  expect(screen.queryByText('No athletes')).toBeNull();
  rerender(<NamedDropdown {...props} options={[{ value: 'a1', label: 'Kano Jigoro' }]} loading={false} />);
  expect(input()).not.toHaveAttribute('aria-busy', 'true');
  await userEvent.click(await screen.findByText('Kano Jigoro', { selector: '.p-dropdown-item, .p-dropdown-item *' }));
  expect(onChange).toHaveBeenCalledWith('a1');
});
