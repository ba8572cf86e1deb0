import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../../components/modal';
import { closeShortcutHelp, shortcutHelpOpen } from '../../state/shortcut-help';
import { ShortcutList } from '../palette/shortcut-list';

/** ? opens the list of shortcuts in a dialog of its own, titled for what it is. */
export function ShortcutHelp() {
  useSignals();
  if (!shortcutHelpOpen.value) return null;
  return (
    <Modal title="Keyboard shortcuts" onClose={closeShortcutHelp} wide>
      <ShortcutList />
    </Modal>
  );
}
