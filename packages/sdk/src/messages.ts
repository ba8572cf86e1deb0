/** The spec's texts (section 8), in one table. Quote them exactly: they are tested. */
export const MESSAGES = {
  sessionExpired: 'Session expired. Please log in again.',
  serverError: 'Internal Server Error',
  invalidCredentials: 'Invalid credentials',
  unauthorizedAccess: 'Unauthorized access.',
  notFound: 'Sorry! The data you are looking for could not be found',
  noResponse: 'No response from server',
  invalidResponse: 'Invalid response format from server',
  somethingWentWrong: 'Something went wrong',
  loginFailed: 'Login failed',
  loginThrown: 'Please enter valid Username & Password',
} as const;
