/** A player row as the wire sends it (GET /users), for the Users tests' fake clients. */
export const wireUser = (id: number, stage: string, extra: Record<string, unknown> = {}) => ({
  user_id: id,
  full_name: `Player ${id}`,
  phone: `90000000${id}`,
  email: null,
  stage,
  balance: 10,
  to_watch: false,
  watchlist_reason: null,
  can_switch_device: false,
  risk_level: null,
  created_at: '2025-01-01T00:00:00Z',
  last_login_at: null,
  ...extra,
});
