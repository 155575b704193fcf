import { SelectField } from './choice-fields';
import { TextField } from './fields';

interface Network {
  code: string;
  label: string;
}

/**
 * A mobile money number: the network (one of the country's, by its label) and the phone number,
 * both required. Labels, hint and errors come from the form's own feature (its words), as does
 * the phone field's name.
 */
export function MobileMoneyFields({
  networks,
  network,
  onNetwork,
  phone,
  onPhone,
  phoneName,
  labels,
  errors,
}: {
  networks: readonly Network[];
  network: string;
  onNetwork: (code: string) => void;
  phone: string;
  onPhone: (phone: string) => void;
  phoneName: string;
  labels: { network: string; phone: string; phoneHint?: string };
  errors: { network?: string; phone?: string };
}) {
  return (
    <>
      <SelectField
        label={labels.network}
        name="network"
        required
        value={network}
        options={networks.map((n) => n.code)}
        labelOf={(code) => networks.find((n) => n.code === code)?.label ?? code}
        onChange={onNetwork}
        error={errors.network}
      />
      <TextField
        label={labels.phone}
        name={phoneName}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        value={phone}
        onChange={onPhone}
        hint={labels.phoneHint}
        error={errors.phone}
      />
    </>
  );
}
