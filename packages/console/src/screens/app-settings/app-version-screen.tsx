import type { FormValues } from '../../components/actions/row-action';
import { RecordForm } from '../../components/record-form';
import type { ScreenProps } from '../screen-types';

// The contract keeps maintenance and force_update as 0/1; the form shows them as switches.
const valuesOf = (record: Record<string, unknown>): FormValues => ({
  minimumAppVersion: record.minimumAppVersion ?? '',
  maintenance: record.maintenance === 1,
  forceUpdate: record.forceUpdate === 1,
});

const inputOf = (values: FormValues) => ({
  minimumAppVersion: String(values.minimumAppVersion ?? '').trim(),
  maintenance: values.maintenance === true ? 1 : 0,
  forceUpdate: values.forceUpdate === true ? 1 : 0,
});

/** App version: the minimum version, forced updates and maintenance mode of the player app. */
export default function AppVersionScreen(_: ScreenProps) {
  return (
    <RecordForm
      load="appSettings.getAppVersion"
      save="appSettings.updateAppVersion"
      label="App version"
      fields={[
        { key: 'minimumAppVersion', label: 'Minimum app version', placeholder: '1.4.2' },
        {
          key: 'forceUpdate',
          label: 'Force update',
          kind: 'switch',
          help: 'Older apps must update before use.',
        },
        {
          key: 'maintenance',
          label: 'Maintenance mode',
          kind: 'switch',
          help: 'Players cannot use the app.',
        },
      ]}
      valuesOf={valuesOf}
      inputOf={inputOf}
      confirm={(values, record) =>
        values.maintenance === true && record.maintenance !== 1
          ? {
              title: 'Turn maintenance on',
              message: 'Every player is locked out of the app until maintenance is turned off. Turn it on?',
              confirmLabel: 'Turn maintenance on',
              danger: true,
            }
          : null
      }
    />
  );
}
