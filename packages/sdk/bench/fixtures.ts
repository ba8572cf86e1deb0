/** Realistic bid-list pages: nested objects and arrays, timing keys, as the wire sends them. */
export function bidPage(rows: number): Record<string, unknown> {
  const bidTypes = ['SINGLE_DIGIT_MARKET', 'JODI_MARKET', 'SINGLE_PANNA_MARKET', 'HALF_SANGAM_MARKET'];
  return {
    rows: Array.from({ length: rows }, (_, i) => ({
      bid_id: 1_000_000 + i,
      user_id: 10_000 + (i % 997),
      full_name: `Player ${i % 997}`,
      provider_id: 1 + (i % 12),
      provider_name: ['Kalyan', 'Milan Day', 'Time Bazar', 'Rajdhani Night'][i % 4],
      provider_type: 1,
      game_date: '2026-11-21',
      session: i % 2 ? 'Open' : 'Close',
      bid_type: bidTypes[i % bidTypes.length],
      digit: String(100 + (i % 800)),
      half_sangam_form: i % 4 === 3 ? 'OPEN_PANNA_CLOSE_ANK' : null,
      amount: 10 + (i % 50),
      win_amount: i % 9 === 0 ? 95 : 0,
      bid_status: i % 9 === 0 ? 'WON' : 'LOST',
      bid_created_at: '2026-11-21T09:15:00+05:30',
      market_timing: { OBT: '09:30', CBT: '11:30', OBRT: '10:00', CBRT: '12:00', day_name: 'FRIDAY' },
      tags: [{ tag_name: 'vip', added_by: 'admin' }],
    })),
    pagination: { per_page: rows, current_page: 1, total_page: 100, total_count: rows * 100 },
  };
}
