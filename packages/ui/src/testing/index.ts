// Test-only surface of @wb/ui: imported by the apps' component tests, never by app code.
import './domShims';
