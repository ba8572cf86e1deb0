import { STAGES, stageLabel, type UserList, type UserStage } from './users-types';

interface Props {
  current: UserStage;
  counts: UserList['counts'] | undefined;
  onSelect: (stage: UserStage) => void;
}

/** One tab per stage with its count (counts ignore the search). */
export function StageTabs({ current, counts, onSelect }: Props) {
  return (
    <div role="tablist" aria-label="User stages" className="tabs">
      {STAGES.map((stage) => {
        const count = counts?.[stage.toLowerCase() as keyof UserList['counts']];
        return (
          <button
            key={stage}
            type="button"
            role="tab"
            id={`users-tab-${stage}`}
            aria-controls="users-panel"
            aria-selected={stage === current}
            tabIndex={stage === current ? 0 : -1}
            onClick={() => onSelect(stage)}
            onKeyDown={(event) => {
              const at = STAGES.indexOf(current);
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = STAGES[(at + step + STAGES.length) % STAGES.length] as UserStage;
              onSelect(next);
              (
                event.currentTarget.parentElement?.children[STAGES.indexOf(next)] as HTMLElement | undefined
              )?.focus();
            }}
          >
            {stageLabel(stage)}
            <span className="count">{count ?? '–'}</span>
          </button>
        );
      })}
    </div>
  );
}
