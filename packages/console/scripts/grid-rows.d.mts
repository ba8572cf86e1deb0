export function rowAfterFocused(label: string): string | null;
