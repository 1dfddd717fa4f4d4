// Test-only surface of @wb/ui: imported by the apps' component tests, never by app code.
import './domShims';
// The fake transport under the real API client and a signed-in session, for the apps' page tests.
export { crudButtons, fakeServer, signIn } from '../test-utils/fakeServer';
export type { FakeCall, FakeHandler } from '../test-utils/fakeServer';
export { renderWithProviders } from '../test-utils/renderWithProviders';
