/** Saved views of lists (issue 41): personal or shared, with each reader's own pin and default. */
import type { Queryable } from './db.js';

export interface SavedViewRow {
  view_id: number;
  employee_id: number;
  author: string;
  screen: string;
  operation: string;
  name: string;
  shared: boolean;
  state: unknown;
  pinned: boolean;
  is_default: boolean;
  updated_at: Date;
}

export interface SavedViewFields {
  screen: string;
  operation: string;
  name: string;
  shared: boolean;
  state: unknown;
}

/** The view's columns with `reader`'s marks on it. */
const SELECT = `SELECT v.view_id, v.employee_id, e.username AS author, v.screen, v.operation, v.name, v.shared,
    v.state, coalesce(m.pinned, false) AS pinned, coalesce(m.is_default, false) AS is_default, v.updated_at
  FROM saved_views v
  JOIN employees e ON e.employee_id = v.employee_id
  LEFT JOIN saved_view_marks m ON m.view_id = v.view_id AND m.employee_id = $1`;

/** The reader's own views and every shared view (the caller filters the shared ones by permission). */
export function listSavedViews(db: Queryable, reader: number, screen?: string): Promise<SavedViewRow[]> {
  return db.query<SavedViewRow>(
    `${SELECT}
     WHERE (v.employee_id = $1 OR v.shared) AND ($2::text IS NULL OR v.screen = $2)
     ORDER BY v.screen, (v.employee_id = $1) DESC, lower(v.name), v.view_id`,
    [reader, screen ?? null],
  );
}

export async function findSavedView(
  db: Queryable,
  reader: number,
  viewId: number,
): Promise<SavedViewRow | undefined> {
  const [row] = await db.query<SavedViewRow>(`${SELECT} WHERE v.view_id = $2`, [reader, viewId]);
  return row;
}

/** How many views the employee keeps, and how many shared views the screen has (besides `exceptId`). */
export async function savedViewCounts(
  db: Queryable,
  employeeId: number,
  screen: string,
  exceptId = 0,
): Promise<{ own: number; sharedOnScreen: number }> {
  const [row] = await db.query<{ own: number; shared_on_screen: number }>(
    `SELECT count(*) FILTER (WHERE employee_id = $1) AS own,
            count(*) FILTER (WHERE shared AND screen = $2) AS shared_on_screen
       FROM saved_views WHERE (employee_id = $1 OR (shared AND screen = $2)) AND view_id <> $3`,
    [employeeId, screen, exceptId],
  );
  return { own: Number(row?.own ?? 0), sharedOnScreen: Number(row?.shared_on_screen ?? 0) };
}

/** Serializes writers of one screen's shared views, so two saves cannot both pass the limit. */
export async function lockScreenViews(db: Queryable, screen: string): Promise<void> {
  await db.query("SELECT pg_advisory_xact_lock(hashtext('saved_views:' || $1))", [screen]);
}

export async function insertSavedView(
  db: Queryable,
  employeeId: number,
  v: SavedViewFields,
): Promise<number> {
  const [row] = await db.query<{ view_id: number }>(
    `INSERT INTO saved_views (employee_id, screen, operation, name, shared, state)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING view_id`,
    [employeeId, v.screen, v.operation, v.name, v.shared, JSON.stringify(v.state)],
  );
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return row.view_id;
}

export async function updateSavedView(
  db: Queryable,
  viewId: number,
  v: Pick<SavedViewFields, 'name' | 'shared' | 'state'>,
): Promise<void> {
  await db.query(
    'UPDATE saved_views SET name = $2, shared = $3, state = $4::jsonb, updated_at = now() WHERE view_id = $1',
    [viewId, v.name, v.shared, JSON.stringify(v.state)],
  );
}

export async function deleteSavedView(db: Queryable, viewId: number): Promise<void> {
  await db.query('DELETE FROM saved_views WHERE view_id = $1', [viewId]);
}

/** Sets the reader's marks; a new default clears the reader's previous default on the same screen. */
export async function markSavedView(
  db: Queryable,
  reader: number,
  view: { view_id: number; screen: string },
  marks: { pinned: boolean; isDefault: boolean },
): Promise<void> {
  if (marks.isDefault)
    await db.query(
      'UPDATE saved_view_marks SET is_default = false WHERE employee_id = $1 AND screen = $2 AND view_id <> $3',
      [reader, view.screen, view.view_id],
    );
  await db.query(
    `INSERT INTO saved_view_marks (employee_id, view_id, screen, pinned, is_default) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (employee_id, view_id) DO UPDATE SET pinned = excluded.pinned, is_default = excluded.is_default`,
    [reader, view.view_id, view.screen, marks.pinned, marks.isDefault],
  );
}

/** The id of the staff member with this username, if any (the demo seed's author). */
export async function employeeIdOf(db: Queryable, username: string): Promise<number | undefined> {
  const [row] = await db.query<{ employee_id: number }>(
    'SELECT employee_id FROM employees WHERE username = $1',
    [username],
  );
  return row?.employee_id;
}
