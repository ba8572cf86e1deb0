import { RecordForm } from '../../components/record-form';
import type { ScreenProps } from '../screen-types';

/** Wallet contact: the numbers players call or message about money, each switched on or off. */
export default function WalletContactScreen(_: ScreenProps) {
  return (
    <RecordForm
      load="appSettings.getWalletContact"
      save="appSettings.updateWalletContact"
      label="Wallet contact"
      fields={[
        { key: 'contactNumber', label: 'Contact number', placeholder: '+919800000000' },
        { key: 'contactNumberStatus', label: 'Show the contact number', kind: 'switch' },
        { key: 'whatsappNumber', label: 'WhatsApp number', placeholder: '+919800000000' },
        { key: 'whatsappNumberStatus', label: 'Show the WhatsApp number', kind: 'switch' },
      ]}
    />
  );
}
