// The matchers jest.web-setup.ts installs (toBeInTheDocument, toHaveValue...), for the type checker.
import '@testing-library/jest-dom';
