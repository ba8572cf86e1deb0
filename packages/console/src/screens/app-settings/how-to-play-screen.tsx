import { RecordForm } from '../../components/record-form';
import type { ScreenProps } from '../screen-types';

/** How to play: the title, text and video the player app shows. */
export default function HowToPlayScreen(_: ScreenProps) {
  return (
    <RecordForm
      load="appSettings.getHowToPlay"
      save="appSettings.updateHowToPlay"
      label="How to play"
      fields={[
        { key: 'title', label: 'Title' },
        { key: 'description', label: 'Description', kind: 'textarea' },
        { key: 'video', label: 'Video URL', placeholder: 'https://…', help: 'Leave empty for no video.' },
      ]}
    />
  );
}
