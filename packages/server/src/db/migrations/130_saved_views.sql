-- Saved views of lists (issue 41): a list's state stored per employee, personal or shared. A shared view
-- is readable by everyone who holds the permission of its list operation (checked by the server against
-- the contract, not stored here). Each reader's own marks (pinned in the sidebar, default on arrival) live
-- beside it, so reading someone else's shared view never changes it.
CREATE TABLE saved_views (
  view_id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees ON DELETE CASCADE,
  screen text NOT NULL,
  operation text NOT NULL,
  name text NOT NULL,
  shared boolean NOT NULL DEFAULT false,
  state jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_views_employee ON saved_views (employee_id);
CREATE INDEX saved_views_shared ON saved_views (screen) WHERE shared;

CREATE TABLE saved_view_marks (
  employee_id integer NOT NULL REFERENCES employees ON DELETE CASCADE,
  view_id integer NOT NULL REFERENCES saved_views ON DELETE CASCADE,
  screen text NOT NULL,
  pinned boolean NOT NULL DEFAULT false,
  is_default boolean NOT NULL DEFAULT false,
  PRIMARY KEY (employee_id, view_id)
);
CREATE INDEX saved_view_marks_view ON saved_view_marks (view_id);
-- One default per reader and screen.
CREATE UNIQUE INDEX saved_view_marks_one_default ON saved_view_marks (employee_id, screen) WHERE is_default;
