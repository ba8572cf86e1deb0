export function shiftDate(shift: number): void;
export function shiftToIstTime(time: string, now?: number): number;
