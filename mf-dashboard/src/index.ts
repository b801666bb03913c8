// Async boundary: shared modules (react, styled-components…) are negotiated before any of them is used.
void import('./bootstrap');
