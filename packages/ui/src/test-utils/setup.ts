// The shared jsdom shims (one implementation for every workspace).
import '../testing/domShims';
