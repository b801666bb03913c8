// Async boundary: shared modules are negotiated with the remotes before any of them is used.
void import('./bootstrap');
