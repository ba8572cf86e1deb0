import { useSignals } from '@preact/signals-react/runtime';
import { toastHistory } from '../../state/toast-history';

const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

/**
 * Every toast of this session, newest first: toasts close after 3 seconds (the spec), so what they
 * said stays readable here (assistive technology reads the log; tests assert on it).
 */
export function ToastLog() {
  useSignals();
  return (
    <div role="log" aria-label="Recent messages" className="visually-hidden">
      <ol>
        {toastHistory.value.map((record) => (
          <li key={record.id} data-kind={record.kind}>
            {record.text} <time>{time.format(record.at)}</time>
          </li>
        ))}
      </ol>
    </div>
  );
}
