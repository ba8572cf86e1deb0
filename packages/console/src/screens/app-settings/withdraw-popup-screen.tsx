import { RecordForm } from '../../components/record-form';
import type { ScreenProps } from '../screen-types';

/** Withdraw screen popup: the message players see when they open withdrawals. */
export default function WithdrawPopupScreen(_: ScreenProps) {
  return (
    <RecordForm
      load="appSettings.getWithdrawPopup"
      save="appSettings.updateWithdrawPopup"
      label="Withdraw screen popup"
      fields={[
        { key: 'title', label: 'Title' },
        { key: 'message', label: 'Message', kind: 'textarea' },
        { key: 'isActive', label: 'Show the popup', kind: 'switch' },
      ]}
    />
  );
}
