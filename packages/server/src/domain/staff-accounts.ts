/** A new staff account as given (create-admin, seeds, the employees screen); db/employees.ts stores it. */
export interface NewStaff {
  username: string;
  fullName: string;
  password: string;
  isAdmin: boolean;
  permission: readonly string[];
}
