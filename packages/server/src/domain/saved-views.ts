/** The rules of saved views (issue 41): their limits, and who may change one. Pure. */

/** A view's name after trimming: 1 to 80 characters. */
export const VIEW_NAME_MAX = 80;
/** The stored state as JSON: at most this many characters. */
export const VIEW_STATE_MAX = 4000;
/** Views one employee keeps. */
export const VIEWS_PER_EMPLOYEE = 100;
/** Shared views on one screen (GitHub's 25 shared views per repository). */
export const SHARED_VIEWS_PER_SCREEN = 25;

export const VIEW_NAME_REQUIRED = 'A view needs a name';
export const VIEW_NAME_TOO_LONG = `A view's name may take at most ${VIEW_NAME_MAX} characters`;
export const VIEW_STATE_TOO_LARGE = `A view's state may take at most ${VIEW_STATE_MAX.toLocaleString('en-IN')} characters`;
export const TOO_MANY_VIEWS = `You already keep ${VIEWS_PER_EMPLOYEE} views: delete one first`;
export const TOO_MANY_SHARED_VIEWS = `This screen already has ${SHARED_VIEWS_PER_SCREEN} shared views: delete or unshare one first`;

/** Field-keyed refusals of a view's name and state; empty when both are acceptable. */
export function viewFieldProblems(fields: { name?: string; state?: unknown }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (fields.name !== undefined) {
    const name = fields.name.trim();
    if (name.length === 0) problems.name = VIEW_NAME_REQUIRED;
    else if (name.length > VIEW_NAME_MAX) problems.name = VIEW_NAME_TOO_LONG;
  }
  if (fields.state !== undefined && JSON.stringify(fields.state).length > VIEW_STATE_MAX)
    problems.state = VIEW_STATE_TOO_LARGE;
  return problems;
}

/** Which limit a save would pass, if any: the employee's own count, or the screen's shared count. */
export function viewLimitPassed(
  counts: { own: number; sharedOnScreen: number },
  save: { isNew: boolean; shared: boolean },
): string | undefined {
  if (save.isNew && counts.own >= VIEWS_PER_EMPLOYEE) return TOO_MANY_VIEWS;
  if (save.shared && counts.sharedOnScreen >= SHARED_VIEWS_PER_SCREEN) return TOO_MANY_SHARED_VIEWS;
  return undefined;
}

/** Only the author, or an admin, changes or deletes a view. */
export function mayChangeView(
  view: { employee_id: number },
  staff: { employeeId: number; isAdmin: boolean },
): boolean {
  return staff.isAdmin || view.employee_id === staff.employeeId;
}
