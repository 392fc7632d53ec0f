// The shell is a plain bundle (not a federation container): it renders at once, and starts the
// federation runtime only when a page needs a remote (lib/federation/load-remote-app.ts).
import './bootstrap';
