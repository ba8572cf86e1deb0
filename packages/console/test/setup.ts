import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetUsersStore } from '../src/screens/users/users-store';
import { focusUser, usersDialog } from '../src/screens/users/users-ui';
import { closePalette } from '../src/state/palette';

afterEach(() => {
  cleanup();
  closePalette();
  resetUsersStore();
  focusUser(null);
  usersDialog.value = null;
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resets the sidebar cookie between tests
  document.cookie = 'sidebar_state=; max-age=0; path=/';
});
