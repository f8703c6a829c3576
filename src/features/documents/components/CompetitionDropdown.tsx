// The competition picker of the documents' screens (upload, edit, the reserved list's filter): options
// as { value, label }, searchable once the list is long.
import { useTranslation } from 'react-i18next';
import { NamedDropdown, type NamedDropdownProps } from '@/components/NamedDropdown';

type Props = Omit<NamedDropdownProps, 'label' | 'options' | 'optionLabel' | 'optionValue' | 'onChange' | 'filter'> & {
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
};

export function CompetitionDropdown({ options, onChange, ...rest }: Props) {
  const { t } = useTranslation('documents');
  return (
    <NamedDropdown
      {...rest}
      label={t('form.competition')}
      options={options}
      optionLabel="label"
      optionValue="value"
      onChange={(e) => onChange(e.value as string)}
      filter={options.length > 8}
    />
  );
}
