import { RecordForm } from '../../components/record-form';
import type { ScreenProps } from '../screen-types';

/** Notice board: the rules and contact shown to players. */
export default function NoticeBoardScreen(_: ScreenProps) {
  return (
    <RecordForm
      load="appSettings.getNoticeBoard"
      save="appSettings.updateNoticeBoard"
      label="Notice board"
      fields={[
        { key: 'title', label: 'Title' },
        { key: 'description', label: 'Description', kind: 'textarea' },
        { key: 'contact', label: 'Contact', help: 'Shown under the rules; may be empty.' },
      ]}
    />
  );
}
