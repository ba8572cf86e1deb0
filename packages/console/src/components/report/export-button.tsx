import { useRef, useState } from 'react';
import { showFailure } from '../../app/errors';
import { saveFile } from './csv';
import type { ExportProgress } from './paged-export';

export interface ExportFile {
  fileName: string;
  text: string;
  rows: number;
}

interface Props {
  /** Builds the file; reports progress while it pages, stops when the signal aborts. */
  run: (onProgress: (progress: ExportProgress) => void, signal: AbortSignal) => Promise<ExportFile>;
  label?: string;
}

type State =
  | { status: 'idle' }
  | { status: 'running'; progress?: ExportProgress }
  | { status: 'done'; rows: number; fileName: string };

const count = (n: number) => n.toLocaleString('en-IN');

/** Export CSV of the whole filtered set, with a progress bar and Stop while it runs. */
export function ExportButton({ run, label = 'Export CSV' }: Props) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const stop = useRef<AbortController | null>(null);

  async function start() {
    const controller = new AbortController();
    stop.current = controller;
    setState({ status: 'running' });
    try {
      const file = await run((progress) => setState({ status: 'running', progress }), controller.signal);
      saveFile(file.fileName, file.text);
      setState({ status: 'done', rows: file.rows, fileName: file.fileName });
    } catch (error) {
      setState({ status: 'idle' });
      if (!controller.signal.aborted) showFailure(error, 'Something went wrong');
    }
  }

  if (state.status === 'running') {
    const { progress } = state;
    return (
      <div className="export-progress" role="status">
        <progress
          aria-label="Export progress"
          max={progress?.total || undefined}
          value={progress ? progress.done : undefined}
        />
        <span>
          {progress ? `Exporting ${count(progress.done)} of ${count(progress.total)} rows…` : 'Exporting…'}
        </span>
        <button type="button" onClick={() => stop.current?.abort()}>
          Stop
        </button>
      </div>
    );
  }
  return (
    <div className="export-action">
      <button type="button" onClick={start}>
        {label}
      </button>
      <span aria-live="polite" className="export-result">
        {state.status === 'done' ? `Exported ${count(state.rows)} rows to ${state.fileName}` : ''}
      </span>
    </div>
  );
}
